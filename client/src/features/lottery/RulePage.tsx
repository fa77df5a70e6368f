// selection/rule: how the games are played and how orders are split.
import { Card } from '../../ui';
import { lotteryText as t } from './strings';
import './lottery.css';

export function RulePage() {
  return (
    <div className="lm-lottery lm-lottery-rule">
      {t.rules.map((section) => (
        <Card key={section.title} title={<h2 className="lm-lottery-heading">{section.title}</h2>}>
          {section.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Card>
      ))}
    </div>
  );
}
