import { PolicyDocument } from "./policy-document";

const sections = ["who", "what", "why", "seen", "kept", "rights", "security"] as const;

/** What personal data the service keeps, why, who sees it, how long, and the student's rights (PDPA 2010). */
export function PrivacyPage() {
  return <PolicyDocument base="privacy" sections={sections} />;
}
