import { VerifyPage } from '../../features/verify/components/VerifyPage';

export default function VerifyRoute() {
  return <VerifyPage />;
}
