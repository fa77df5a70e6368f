// selection/rule: how the games are played and how orders are split.
import { lotteryText as t } from './strings';

export function RulePage() {
  return (
    <div className="page rule">
      {t.rules.map((section) => (
        <section key={section.title}>
          <h3>{section.title}</h3>
          {section.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </section>
      ))}
    </div>
  );
}
