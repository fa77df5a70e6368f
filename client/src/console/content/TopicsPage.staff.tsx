// 内容 › 话题: the community's topics, hottest first (keyset pages), with
// whether staff made it official, its description and visible posts;
// 新建官方话题 creates one, or makes an existing topic of that name official
// with the description. Operations permission.
import { useState } from 'react';
import { App, Button, Form, Input, Modal, Tag } from 'antd';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import { ListPage } from '../common/ListPage';
import { contentText } from './strings';

const t = contentText.topics;

const Topics = graphql(`
  query ConsoleTopics($after: String) {
    topics(first: 20, after: $after) {
      nodes {
        id
        name
        isOfficial
        description
        postCount
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
  mutation ConsoleCreateTopic($input: CreateTopicInput!) {
    createTopic(input: $input) {
      topic {
        id
        isOfficial
        description
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export function TopicsPage() {
  const { message } = App.useApp();
  const { data, loading, error, fetchMore, refetch } = useQuery(Topics, { fetchPolicy: 'cache-and-network' });
  const [create, creating] = useMutation(Create);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ name: string; description?: string }>();
  const rows = data?.topics.nodes ?? [];
  type Row = (typeof rows)[number];
  const submit = async (v: { name: string; description?: string }) => {
    const done = (await create({ variables: { input: { name: v.name.trim(), description: v.description?.trim() ?? '' } } })).data?.createTopic;
    const err = done?.userErrors[0];
    if (err) {
      form.setFields([{ name: err.field?.includes('description') ? 'description' : 'name', errors: [err.message] }]);
      return;
    }
    message.success(t.created);
    form.resetFields();
    setOpen(false);
    void refetch();
  };
  const okProps = { loading: creating.loading, 'data-testid': 'topic-create-ok' };
  return (
    <>
      <ListPage<Row>
        title={t.title}
        extra={
          <Button type="primary" onClick={() => setOpen(true)} data-testid="topic-create">
            {t.create}
          </Button>
        }
        loading={loading}
        error={error}
        rows={rows}
        pageInfo={data?.topics.pageInfo}
        onMore={(after) => void fetchMore({ variables: { after } })}
        empty={t.empty}
        testId="topics-table"
        columns={[
          {
            title: t.name,
            key: 'name',
            width: 220,
            render: (_: unknown, r: Row) => (
              <>
                {`#${r.name}#`} {r.isOfficial && <Tag color="red">{t.official}</Tag>}
              </>
            ),
          },
          { title: t.description, dataIndex: 'description', render: (v: string) => v || '—' },
          { title: t.posts, dataIndex: 'postCount', width: 90, align: 'right' },
          { title: t.createdAt, dataIndex: 'createdAt', width: 170, render: (v: string) => new Date(v).toLocaleString('zh-CN') },
        ]}
      />
      <Modal open={open} title={t.createTitle} okButtonProps={okProps} onOk={() => form.submit()} onCancel={() => setOpen(false)} forceRender>
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
          <Form.Item name="name" label={t.name} rules={[{ required: true, max: 20, pattern: /^[^\s#]+$/, message: t.nameRule }]}>
            <Input prefix="#" data-testid="topic-name" />
          </Form.Item>
          <Form.Item name="description" label={t.description} rules={[{ max: 200, message: t.descriptionRule }]}>
            <Input.TextArea rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
