// my/feedback/add and my/feedback/mine.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { Link, useNavigate } from 'react-router-dom';
import { graphql } from '../../gql';
import { toast } from '../../lib/toast';
import { showUserErrors } from '../../lib/userErrors';
import { paths } from '../../lib/paths';
import { feedbackText as t } from './strings';

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
  return (
    <div className="page feedback">
      <textarea
        placeholder={t.placeholder}
        maxLength={500}
        value={content}
        onChange={(e) => setContent(e.target.value)}
      />
      <button
        className="primary"
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
      </button>
      <Link to={paths.feedbackMine}>{t.mine}</Link>
    </div>
  );
}

export function FeedbackMinePage() {
  const { data } = useQuery(Mine);
  const rows = data?.myFeedback.edges ?? [];
  return (
    <div className="page feedback">
      {data && rows.length === 0 && <p className="empty">{t.empty}</p>}
      <ul>
        {rows.map(({ node: f }) => (
          <li key={f.id}>
            <span className="state">{t.state[f.state] ?? f.state}</span>
            <p>{f.content}</p>
            {f.reply && (
              <p className="reply">
                {t.reply}
                {f.reply}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
