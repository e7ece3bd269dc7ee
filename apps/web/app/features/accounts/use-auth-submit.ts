import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';
import { formErrorsFromApi } from '../../lib/forms/api-errors';
import { safeRedirect } from '../../session/session';
import { hasErrors, type FieldError } from '../../lib/forms/field-errors';

/** Where to return after authentication: the `?redirect=` path when it is same-site, else home. */
export function useRedirectTarget(lang: Language): string {
  const [searchParams] = useSearchParams();
  return safeRedirect(searchParams.get('redirect'), localePath(lang, '/'));
}

/**
 * Form plumbing shared by sign-in and sign-up: client checks first, then the call; server
 * answers become field or form errors; success navigates to the redirect target.
 */
export function useAuthSubmit<F extends string>(options: {
  lang: Language;
  validate: () => { fields?: Partial<Record<F, FieldError>>; form?: FieldError };
  run: () => Promise<void>;
  /** Fields that show their own server errors; errors on other fields go to the form. */
  fields: readonly F[];
  unauthorizedKey?: string;
}) {
  const navigate = useNavigate();
  const target = useRedirectTarget(options.lang);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<F, FieldError>>>({});
  const [formError, setFormError] = useState<FieldError | undefined>();
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const local = options.validate();
    setFieldErrors(local.fields ?? {});
    setFormError(local.form);
    if (local.form || hasErrors(local.fields ?? {})) return;
    setPending(true);
    try {
      await options.run();
      await navigate(target, { replace: true });
    } catch (error) {
      const { fields, form } = formErrorsFromApi(error, options.fields, options.unauthorizedKey);
      setFieldErrors(fields as Partial<Record<F, FieldError>>);
      setFormError(form);
    } finally {
      setPending(false);
    }
  };
  return { onSubmit, fieldErrors, formError, pending, target };
}
