// The result form of a match (赛果 › 录入赛果 / 更正赛果): the full-time
// score, the half-time score for football, or 无效场次. The server checks
// the scores (half-time within full-time, no basketball draw) and answers
// with the field at fault; publishing again corrects a result.
import { App, Checkbox, Form, InputNumber, Modal, Space, Typography } from 'antd';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import { matchesText } from './strings';

const t = matchesText.resultForm;

const Publish = graphql(`
  mutation ConsolePublishResult($input: PublishSportsResultInput!) {
    publishSportsResult(input: $input) {
      sportsMatch {
        id
        state
        fullTime {
          home
          away
        }
        halfTime {
          home
          away
        }
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

type Match = { id: string; game: string; home: string; away: string; state: string };
type Values = { fullHome?: number; fullAway?: number; halfHome?: number; halfAway?: number; void?: boolean };

const MAX_SCORE = 300;

function ScorePair({ prefix, label, help }: { prefix: 'full' | 'half'; label: string; help?: string }) {
  return (
    <Form.Item label={label} extra={help} required={prefix === 'full'}>
      <Space>
        <Form.Item name={`${prefix}Home`} noStyle>
          <InputNumber min={0} max={MAX_SCORE} precision={0} addonBefore={t.home} data-testid={`${prefix}-home`} />
        </Form.Item>
        <Typography.Text>:</Typography.Text>
        <Form.Item name={`${prefix}Away`} noStyle>
          <InputNumber min={0} max={MAX_SCORE} precision={0} addonAfter={t.away} data-testid={`${prefix}-away`} />
        </Form.Item>
      </Space>
    </Form.Item>
  );
}

export function ResultForm({ match, onClose, onPublished }: { match: Match | null; onClose: () => void; onPublished: (m: Match) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [publish, { loading }] = useMutation(Publish);
  const isVoid = Form.useWatch('void', form);
  const football = match?.game !== 'JCLQ';
  const correcting = match?.state === 'FINISHED' || match?.state === 'VOID';
  const okProps = { loading, 'data-testid': 'result-submit' };

  const submit = async (v: Values) => {
    if (!match) return;
    const pair = (h?: number | null, a?: number | null) => (h != null && a != null ? { home: h, away: a } : null);
    const full = pair(v.fullHome, v.fullAway);
    if (!v.void && !full) {
      form.setFields([{ name: 'fullHome', errors: [t.scoreRequired] }]);
      return;
    }
    const input = v.void ? { matchId: match.id, void: true } : { matchId: match.id, fullTime: full, halfTime: football ? pair(v.halfHome, v.halfAway) : null };
    const r = (await publish({ variables: { input } })).data?.publishSportsResult;
    const err = r?.userErrors[0];
    if (err) {
      const name = err.field?.includes('halfTime') ? 'halfHome' : 'fullHome';
      form.setFields([{ name, errors: [err.message] }]);
      return;
    }
    message.success(t.published);
    form.resetFields();
    onPublished({ ...match, state: r?.sportsMatch?.state ?? match.state });
  };

  return (
    <Modal
      open={!!match}
      title={match ? t.title(`${match.home} vs ${match.away}`) : ''}
      okText={t.submit}
      okButtonProps={okProps}
      onOk={() => form.submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      {correcting && <Typography.Paragraph type="warning">{t.correcting}</Typography.Paragraph>}
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} data-testid="result-form">
        {!isVoid && <ScorePair prefix="full" label={t.fullTime} help={t.fullTimeHelp} />}
        {!isVoid && football && <ScorePair prefix="half" label={t.halfTime} />}
        <Form.Item name="void" valuePropName="checked">
          <Checkbox data-testid="result-void">{t.void}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
