// The three privacy-policy pages (static text, spec §2 sub-packages).
import { privacyText as t } from './strings';

function Paragraphs({ items }: { items: string[] }) {
  return (
    <div className="page privacy">
      {items.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
}

export const PrivacyPolicy = () => <Paragraphs items={t.privacy} />;
export const UserAgreement = () => <Paragraphs items={t.user} />;
export const ChildPolicy = () => <Paragraphs items={t.child} />;
