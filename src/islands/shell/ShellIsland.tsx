/**
 * Global UI of every page, in one small island so the page loads one entry: the age gate. (Toasts,
 * the impersonation banner and other app-wide modals join here.)
 */
import AgeGate, { type AgeGateTexts } from './AgeGate.tsx';

interface Props {
  ageGate: AgeGateTexts;
  cookieChoice: boolean;
}

/** The shell island. */
export default function ShellIsland({ ageGate, cookieChoice }: Props) {
  return <AgeGate texts={ageGate} cookieChoice={cookieChoice} />;
}
