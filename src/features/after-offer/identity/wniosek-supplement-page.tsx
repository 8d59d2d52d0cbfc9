/** /wniosek-uzupelnienie (state 34): the supplement to the Polish application form, the same questions. */
import { WniosekForm } from './wniosek-form.tsx';

export default function WniosekSupplementPage() {
  return <WniosekForm kind="supplement" />;
}
