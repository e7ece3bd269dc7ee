import { useParams } from 'react-router';
import type { Route } from './+types/signin';
import { SigninForm } from '../features/accounts/SigninForm';
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n/languages';
import { translatedMeta } from '../lib/meta';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export const meta: Route.MetaFunction = ({ params }) => translatedMeta(params.lang, 'accounts.meta.signin');

export default function Signin() {
  const params = useParams();
  return <SigninForm lang={isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
