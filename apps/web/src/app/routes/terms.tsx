import { PolicyDocument } from "./policy-document";

const sections = ["eligibility", "reports", "claims", "conduct", "handover", "privacy", "changes"] as const;

/** The terms and conditions every user accepts at sign-up. */
export function TermsPage() {
  return <PolicyDocument base="terms" sections={sections} />;
}
