import { applicabilityReasonEn } from '@app/contract';
import { Translated } from '../../components/translated';

/**
 * Why an obligation applies. The server writes it once, in the language of whoever saved the
 * profile; an English page reads a Chinese reason in the server's English wording (marked as a
 * translation), or sees the original marked as Chinese when it cannot be read.
 */
export function ReasonText({ reason }: { reason: string }) {
  if (!reason) return <>-</>;
  return <Translated original={reason} english={applicabilityReasonEn(reason)} />;
}
