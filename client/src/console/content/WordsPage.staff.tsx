// 内容 › 敏感词: the listed words, newest first (keyset pages), each with
// what a hit does (拒绝发布 / 进入审核); 添加 one word, 删除 one (confirmed),
// or 批量导入 a pasted list (one word a line; each added in turn, with
// progress, a word listed already counted, not failed). A change reaches
// every instance's check at once (the server's event). Operations
// permission; each add and removal is audit-logged by the server.
import { useState } from 'react';
import { App, Button, Form, Input, Modal, Progress, Radio, Space, Tag, Typography } from 'antd';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import { ListPage } from '../common/ListPage';
import { contentText } from './strings';
import { parseWordList, type WordAction } from './wordList';

const t = contentText.words;

const Words = graphql(`
  query ConsoleSensitiveWords($after: String) {
    sensitiveWords(first: 20, after: $after) {
      nodes {
        id
        word
        action
        createdAt
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const Add = graphql(`
  mutation ConsoleAddSensitiveWord($input: AddSensitiveWordInput!) {
    addSensitiveWord(input: $input) {
      sensitiveWord {
        id
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const Remove = graphql(`
  mutation ConsoleRemoveSensitiveWord($id: ID!) {
    removeSensitiveWord(input: { id: $id }) {
      removedId
      userErrors {
        code
        message
      }
    }
  }
`);

const actionOptions = Object.entries(t.actions).map(([value, label]) => ({ value, label }));

export function WordsPage() {
  const { message, modal } = App.useApp();
  const { data, loading, error, fetchMore, refetch } = useQuery(Words, { fetchPolicy: 'cache-and-network' });
  const [add] = useMutation(Add);
  const [remove] = useMutation(Remove);
  const [form] = Form.useForm<{ word: string; action: WordAction }>();
  const [importing, setImporting] = useState(false);
  const [text, setText] = useState('');
  const [fallback, setFallback] = useState<WordAction>('HOLD');
  // Words sent so far by a running import; null when none runs.
  const [sent, setSent] = useState<number | null>(null);
  const rows = data?.sensitiveWords.nodes ?? [];
  type Row = (typeof rows)[number];

  /** Adds one word: 'added', 'listed' (CONFLICT) or the server's refusal. */
  const addOne = async (word: string, action: WordAction): Promise<'added' | 'listed' | string> => {
    try {
      const r = (await add({ variables: { input: { word, action } } })).data?.addSensitiveWord;
      const err = r?.userErrors[0];
      if (err?.code === 'CONFLICT') return 'listed';
      return err ? err.message : 'added';
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    }
  };

  const addFromForm = async ({ word, action }: { word: string; action: WordAction }) => {
    const outcome = await addOne(word.trim(), action);
    if (outcome === 'added') {
      message.success(t.added);
      form.resetFields(['word']);
      void refetch();
    } else form.setFields([{ name: 'word', errors: [outcome === 'listed' ? t.listed : outcome] }]);
  };

  const parsed = parseWordList(text, fallback);
  const runImport = async () => {
    let [added, listed, failed] = [0, 0, 0];
    setSent(0);
    for (const [i, w] of parsed.words.entries()) {
      const outcome = await addOne(w.word, w.action);
      if (outcome === 'added') added += 1;
      else if (outcome === 'listed') listed += 1;
      else failed += 1;
      setSent(i + 1);
    }
    setSent(null);
    setImporting(false);
    setText('');
    message.info(t.importDone(added, listed, failed));
    void refetch();
  };

  const doRemove = (r: Row) =>
    modal.confirm({
      title: t.removeConfirm(r.word),
      okButtonProps: { danger: true },
      onOk: async () => {
        const done = (await remove({ variables: { id: r.id } })).data?.removeSensitiveWord;
        if (done?.userErrors[0]) message.error(done.userErrors[0].message);
        else {
          message.success(t.removed);
          void refetch();
        }
      },
    });

  const importOk = { disabled: parsed.words.length === 0 || sent !== null, loading: sent !== null, 'data-testid': 'words-import-ok' };
  return (
    <>
      <ListPage<Row>
        title={t.title}
        extra={
          <Button onClick={() => setImporting(true)} data-testid="words-import">
            {t.import}
          </Button>
        }
        filters={
          <Form form={form} layout="inline" initialValues={{ action: 'HOLD' }} onFinish={(v) => void addFromForm(v)}>
            <Form.Item name="word" rules={[{ required: true, whitespace: true, message: t.addPlaceholder }, { max: 20, message: t.addPlaceholder }]}>
              <Input placeholder={t.addPlaceholder} style={{ width: 200 }} data-testid="word-input" />
            </Form.Item>
            <Form.Item name="action">
              <Radio.Group options={actionOptions} optionType="button" data-testid="word-action" />
            </Form.Item>
            <Form.Item>
              <Button type="primary" htmlType="submit" data-testid="word-add">
                {t.add}
              </Button>
            </Form.Item>
          </Form>
        }
        loading={loading}
        error={error}
        rows={rows}
        pageInfo={data?.sensitiveWords.pageInfo}
        onMore={(after) => void fetchMore({ variables: { after } })}
        empty={t.empty}
        testId="words-table"
        columns={[
          { title: t.word, dataIndex: 'word' },
          { title: t.action, dataIndex: 'action', width: 140, render: (v: string) => <Tag color={v === 'BLOCK' ? 'red' : 'orange'} title={t.actionHelp[v]}>{t.actions[v] ?? v}</Tag> },
          { title: t.createdAt, dataIndex: 'createdAt', width: 180, render: (v: string) => new Date(v).toLocaleString('zh-CN') },
          {
            title: '',
            key: 'remove',
            width: 80,
            render: (_: unknown, r: Row) => (
              <Button size="small" danger onClick={() => doRemove(r)} data-testid="word-remove">
                {t.remove}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={importing}
        title={t.importTitle}
        okText={parsed.words.length ? t.importStart(parsed.words.length) : t.importNothing}
        okButtonProps={importOk}
        onOk={() => void runImport()}
        onCancel={() => sent === null && setImporting(false)}
        width={560}
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t.importHelp}</Typography.Text>
          <Input.TextArea rows={8} value={text} onChange={(e) => setText(e.target.value)} disabled={sent !== null} data-testid="words-import-text" />
          <Space>
            {t.importDefault}
            <Radio.Group options={actionOptions} optionType="button" value={fallback} onChange={(e) => setFallback(e.target.value as WordAction)} />
          </Space>
          {parsed.bad.length > 0 && <Typography.Text type="warning">{t.importBad(parsed.bad.join('、'))}</Typography.Text>}
          {sent !== null && <Progress percent={Math.floor((sent * 100) / Math.max(parsed.words.length, 1))} data-testid="words-import-progress" />}
        </Space>
      </Modal>
    </>
  );
}
