// The three privacy-policy pages (static text, spec §2 sub-packages). The
// title is the navigation bar's. The policy opens with every kind of
// personal data the product keeps, each with why, for how long and who
// sees it.
import type { ReactNode } from 'react';
import { privacyText as t, type CollectedItem } from './strings';
import './privacy.css';

function Paragraphs({ items, children }: { items: string[]; children?: ReactNode }) {
  return (
    <article className="privacy-page">
      {children}
      {items.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </article>
  );
}

/** What is collected: one entry per item, its three facts as a definition list (a table is too wide at 375 px). */
function Collected({ items }: { items: CollectedItem[] }) {
  const labels = t.collectedLabels;
  return (
    <ul className="privacy-items" data-testid="privacy-items">
      {items.map((i) => (
        <li key={i.item} className="privacy-item">
          <h3>{i.item}</h3>
          <dl>
            <dt>{labels.purpose}</dt>
            <dd>{i.purpose}</dd>
            <dt>{labels.keep}</dt>
            <dd>{i.keep}</dd>
            <dt>{labels.seen}</dt>
            <dd>{i.seen}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

export const PrivacyPolicy = () => (
  <Paragraphs items={t.privacy}>
    <p>{t.collectedIntro}</p>
    <Collected items={t.collected} />
  </Paragraphs>
);
export const UserAgreement = () => <Paragraphs items={t.user} />;
export const ChildPolicy = () => <Paragraphs items={t.child} />;
