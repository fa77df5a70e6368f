// my/feedback/helper (意见反馈助手): the questions members ask most, each
// with its answer, and the way to write to us. Linked from the settings
// menu and from the feedback form; no sign-in needed to read it.
import { useNavigate } from 'react-router';
import { Button, Card, Collapse } from '../../ui';
import { paths } from '../../lib/paths';
import { feedbackText as t } from './strings';
import './feedback.css';

export function FeedbackHelperPage() {
  const navigate = useNavigate();
  return (
    <div className="feedback-helper" data-testid="feedback-helper">
      <Card title={t.faqTitle}>
        <Collapse accordion>
          {t.faq.map((item, i) => (
            <Collapse.Panel key={String(i)} title={item.q}>
              <p className="feedback-answer">{item.a}</p>
            </Collapse.Panel>
          ))}
        </Collapse>
      </Card>
      <Card title={t.writeTitle}>
        <p className="feedback-answer">{t.writeHint}</p>
        <Button block color="primary" data-testid="feedback-write" onClick={() => navigate(paths.feedbackAdd)}>
          {t.write}
        </Button>
      </Card>
    </div>
  );
}
