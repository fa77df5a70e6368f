// A plan in a list: title, price (免费 or points), 不中退款, how many
// unlocked it, its first kickoff and, once settled, 红 / 黑.
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { linkTo } from '../../lib/paths';
import { Tag } from '../../ui';
import { when } from './format';
import { OutcomeTag } from './Outcome';
import { quizText as t } from './strings';

export const PlanItem_plan = graphql(`
  fragment PlanItem_plan on ExpertPlan {
    id
    title
    price
    refundOnMiss
    firstKickoff
    outcome
    unlocks
    unlocked
  }
`);

export function PriceTags({ price, refundOnMiss }: { price: number; refundOnMiss: boolean }) {
  return (
    <>
      <Tag color={price ? 'var(--lm-brand-text)' : '#237804'} fill="outline" data-testid="plan-price">
        {price ? t.price(price) : t.free}
      </Tag>
      {refundOnMiss && (
        <Tag color="var(--lm-blue-dark)" fill="outline" data-testid="refund-tag">
          {t.refundOnMiss}
        </Tag>
      )}
    </>
  );
}

export function PlanItem({ plan }: { plan: FragmentType<typeof PlanItem_plan> }) {
  const p = getFragmentData(PlanItem_plan, plan);
  return (
    <li className="lm-quiz-plan" data-testid="plan-item">
      <Link className="lm-quiz-plan-link" to={linkTo.quizPlan(p.id)}>
        <span className="lm-quiz-plan-title">{p.title}</span>
        <span className="lm-quiz-plan-tags">
          <PriceTags price={p.price} refundOnMiss={p.refundOnMiss} />
          {p.unlocked && (
            <Tag color="default" fill="outline">
              {t.unlocked}
            </Tag>
          )}
          <OutcomeTag outcome={p.outcome} />
        </span>
        <span className="lm-quiz-muted">
          {t.firstKickoff(when(p.firstKickoff))} · {t.unlocks(p.unlocks)}
        </span>
      </Link>
    </li>
  );
}
