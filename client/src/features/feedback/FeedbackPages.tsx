// my/feedback/add: the form (my/feedback/mine is MinePage.tsx).
import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { Button, TextArea, toast } from '../../ui';
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
