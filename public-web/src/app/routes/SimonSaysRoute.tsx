import { SimonSaysPage } from '../../features/human-check/components/SimonSaysPage';

export default function SimonSaysRoute() {
  return <SimonSaysPage />;
}
