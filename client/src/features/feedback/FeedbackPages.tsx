// my/feedback/add and my/feedback/mine.
import { useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { Button, List, QueryState, Tag, TextArea, toast } from '../../ui';
import { showUserErrors } from '../../lib/userErrors';
import { paths } from '../../lib/paths';
import { feedbackText as t } from './strings';
import './feedback.css';

const Submit = graphql(`
  mutation SubmitFeedback($input: SubmitFeedbackInput!) {
    submitFeedback(input: $input) {
      feedback {
        id
        state
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const Mine = graphql(`
  query MyFeedback {
    myFeedback(first: 50) {
      edges {
        node {
          id
          content
          state
          reply
          createdAt
        }
      }
    }
  }
`);

export function FeedbackAddPage() {
  const [content, setContent] = useState('');
  const [submit, { loading }] = useMutation(Submit);
  const navigate = useNavigate();
  const fieldId = useId();
  return (
    <div className="feedback-page">
      <label className="feedback-label" htmlFor={fieldId}>
        {t.label}
      </label>
      <TextArea
        className="feedback-text"
        id={fieldId}
        name="content"
        placeholder={t.placeholder}
        maxLength={500}
        rows={6}
        showCount
        value={content}
        onChange={setContent}
      />
      <Button
        className="feedback-submit"
        data-testid="feedback-submit"
        block
        color="primary"
        size="large"
        loading={loading}
        disabled={loading || content.trim() === ''}
        onClick={async () => {
          const r = (await submit({ variables: { input: { content } } }).catch(() => null))?.data?.submitFeedback;
          if (r && !showUserErrors(r.userErrors) && r.feedback) {
            toast(t.thanks, 0);
            navigate(paths.feedbackMine);
          }
        }}
      >
        {t.submit}
      </Button>
      <Link className="feedback-mine-link" to={paths.feedbackMine}>
        {t.viewMine}
      </Link>
      <Link className="feedback-mine-link" to={paths.feedbackHelper} data-testid="feedback-helper-link">
        {t.helperLink}
      </Link>
    </div>
  );
}

export function FeedbackMinePage() {
  // Silent: the page shows a failed load itself (with a retry).
  const { data, loading, error, refetch } = useQuery(Mine, { context: { silent: true } });
  const rows = data?.myFeedback.edges ?? [];
  return (
    <div className="feedback-page">
      <QueryState
        loading={loading && !data}
        error={data ? null : error}
        empty={rows.length === 0}
        emptyText={t.empty}
        onRetry={() => void refetch()}
      >
        <List className="feedback-list">
          {rows.map(({ node: f }) => (
            <List.Item
              key={f.id}
              description={<time>{new Date(String(f.createdAt)).toLocaleString('zh-CN')}</time>}
              extra={
                <Tag className="feedback-state" color={f.state === 'CLOSED' ? 'default' : 'var(--lm-brand-text)'} fill="outline">
                  {t.state[f.state] ?? f.state}
                </Tag>
              }
            >
              <p className="feedback-content">{f.content}</p>
              {f.reply && (
                <p className="feedback-reply">
                  {t.reply}
                  {f.reply}
                </p>
              )}
            </List.Item>
          ))}
        </List>
      </QueryState>
    </div>
  );
}
