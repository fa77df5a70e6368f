// 内容 › 系统帖子: the system posts staff wrote, newest first (keyset
// pages), pinned or not; 发布系统帖子 writes one (its text may name topics
// as #话题#), pinned at the top of the community feed or not; 置顶 / 取消置顶
// moves one in or out of the top (the feed shows the newest 5 pinned).
// Operations permission.
import { useState } from 'react';
import { App, Button, Checkbox, Form, Input, Modal, Tag, Typography } from 'antd';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import { ListPage } from '../common/ListPage';
import { contentText } from './strings';

const t = contentText.systemPosts;

const Posts = graphql(`
  query ConsoleSystemPosts($after: String) {
    systemPosts(first: 20, after: $after) {
      nodes {
        id
        body
        pinned
        likeCount
        commentCount
        createdAt
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const Create = graphql(`
  mutation ConsoleCreateSystemPost($input: CreateSystemPostInput!) {
    createSystemPost(input: $input) {
      post {
        id
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const Pin = graphql(`
  mutation ConsolePinPost($id: ID!, $pinned: Boolean!) {
    pinPost(postId: $id, pinned: $pinned) {
      post {
        id
        pinned
      }
      userErrors {
        code
        message
      }
    }
  }
`);

type Values = { body: string; pinned: boolean };

export function SystemPostsPage() {
  const { message } = App.useApp();
  const { data, loading, error, fetchMore, refetch } = useQuery(Posts, { fetchPolicy: 'cache-and-network' });
  const [create, creating] = useMutation(Create);
  const [pin] = useMutation(Pin);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const rows = data?.systemPosts.nodes ?? [];
  type Row = (typeof rows)[number];
  const submit = async (v: Values) => {
    const done = (await create({ variables: { input: { body: v.body.trim(), pinned: v.pinned } } })).data?.createSystemPost;
    const err = done?.userErrors[0];
    if (err) {
      form.setFields([{ name: 'body', errors: [err.message] }]);
      return;
    }
    message.success(t.created);
    form.resetFields();
    setOpen(false);
    void refetch();
  };
  const togglePin = async (r: Row) => {
    const done = (await pin({ variables: { id: r.id, pinned: !r.pinned } })).data?.pinPost;
    if (done?.userErrors[0]) message.error(done.userErrors[0].message);
    else message.success(r.pinned ? t.unpinned : t.pinnedDone);
  };
  const okProps = { loading: creating.loading, 'data-testid': 'system-post-ok' };
  return (
    <>
      <ListPage<Row>
        title={t.title}
        extra={
          <Button type="primary" onClick={() => setOpen(true)} data-testid="system-post-create">
            {t.create}
          </Button>
        }
        loading={loading}
        error={error}
        rows={rows}
        pageInfo={data?.systemPosts.pageInfo}
        onMore={(after) => void fetchMore({ variables: { after } })}
        empty={t.empty}
        testId="system-posts-table"
        columns={[
          { title: t.body, dataIndex: 'body', render: (v: string) => <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>{v}</Typography.Paragraph> },
          { title: t.state, dataIndex: 'pinned', width: 90, render: (v: boolean) => (v ? <Tag color="red">{t.pinned}</Tag> : <Tag>{t.notPinned}</Tag>) },
          { title: t.likes, dataIndex: 'likeCount', width: 80, align: 'right' },
          { title: t.comments, dataIndex: 'commentCount', width: 80, align: 'right' },
          { title: t.createdAt, dataIndex: 'createdAt', width: 170, render: (v: string) => new Date(v).toLocaleString('zh-CN') },
          {
            title: '',
            key: 'pin',
            width: 100,
            render: (_: unknown, r: Row) => (
              <Button size="small" onClick={() => void togglePin(r)} data-testid="system-post-pin">
                {r.pinned ? t.unpin : t.pin}
              </Button>
            ),
          },
        ]}
      />
      <Modal open={open} title={t.create} okText={t.submit} okButtonProps={okProps} onOk={() => form.submit()} onCancel={() => setOpen(false)} forceRender>
        <Form form={form} layout="vertical" initialValues={{ pinned: true }} onFinish={(v) => void submit(v)}>
          <Form.Item name="body" label={t.body} rules={[{ required: true, whitespace: true, max: 2000, message: t.bodyRule }]}>
            <Input.TextArea rows={6} showCount maxLength={2000} data-testid="system-post-body" />
          </Form.Item>
          <Form.Item name="pinned" valuePropName="checked">
            <Checkbox>{t.pinAtTop}</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
