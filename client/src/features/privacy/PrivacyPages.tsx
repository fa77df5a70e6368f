// The three privacy-policy pages (static text, spec §2 sub-packages). The
// title is the navigation bar's.
import { privacyText as t } from './strings';
import './privacy.css';

function Paragraphs({ items }: { items: string[] }) {
  return (
    <article className="privacy-page">
      {items.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </article>
  );
}

export const PrivacyPolicy = () => <Paragraphs items={t.privacy} />;
export const UserAgreement = () => <Paragraphs items={t.user} />;
export const ChildPolicy = () => <Paragraphs items={t.child} />;
