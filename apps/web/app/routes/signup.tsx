import { useParams } from 'react-router';
import type { Route } from './+types/signup';
import { SignupForm } from '../features/accounts/SignupForm';
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n/languages';
import { translatedMeta } from '../lib/meta';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export const meta: Route.MetaFunction = ({ params }) => translatedMeta(params.lang, 'accounts.meta.signup');

export default function Signup() {
  const params = useParams();
  return <SignupForm lang={isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
