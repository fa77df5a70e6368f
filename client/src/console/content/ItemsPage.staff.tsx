// 内容 › 积分商城: the points shop's items (on and off the shelf), each
// with price, stock and how many were redeemed; 上架 switches an item on
// or off the shelf, 调整库存 adds or removes stock (never below zero; an
// idempotency key per attempt), 新建商品 creates one and 图片 changes an
// item's pictures (ItemImages: uploaded with the staff session, the first
// the cover; an item without shows the default).
// Operations permission. Points are virtual: nothing here is sold.
import { useState } from 'react';
import { App, Button, Form, Image, Input, InputNumber, Modal, Space, Switch, Typography } from 'antd';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import { ListPage } from '../common/ListPage';
import { sizedUrl } from '../../lib/fileUrl';
import { actionId } from '../../lib/actionId';
import { ItemImages } from './ItemImages';
import { contentText } from './strings';

const t = contentText.items;

const Items = graphql(`
  query ConsoleShopItems($after: String) {
    shopItemsAdmin(first: 20, after: $after) {
      nodes {
        id
        name
        pricePoints
        stock
        redeemedCount
        sortOrder
        enabled
        images
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const Update = graphql(`
  mutation ConsoleUpdateShopItem($input: UpdateShopItemInput!) {
    updateShopItem(input: $input) {
      item {
        id
        enabled
        images
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const Restock = graphql(`
  mutation ConsoleRestockShopItem($input: AddShopItemStockInput!) {
    addShopItemStock(input: $input) {
      item {
        id
        stock
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const Create = graphql(`
  mutation ConsoleCreateShopItem($input: CreateShopItemInput!) {
    createShopItem(input: $input) {
      item {
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

type NewItem = { name: string; pricePoints: number; stock: number; description?: string; images?: string[] };

export function ItemsPage() {
  const { message } = App.useApp();
  const { data, loading, error, fetchMore, refetch } = useQuery(Items, { fetchPolicy: 'cache-and-network' });
  const [update] = useMutation(Update);
  const [restock, restocking] = useMutation(Restock);
  const [create, creating] = useMutation(Create);
  const rows = data?.shopItemsAdmin.nodes ?? [];
  type Row = (typeof rows)[number];
  const [stockOf, setStockOf] = useState<Row | null>(null);
  const [adding, setAdding] = useState(false);
  const [stockForm] = Form.useForm<{ delta: number }>();
  const [itemForm] = Form.useForm<NewItem>();
  const [picturesOf, setPicturesOf] = useState<Row | null>(null);
  const [pictures, setPictures] = useState<string[]>([]);

  const toggle = async (r: Row, enabled: boolean) => {
    const done = (await update({ variables: { input: { id: r.id, item: { enabled } } } })).data?.updateShopItem;
    if (done?.userErrors[0]) message.error(done.userErrors[0].message);
    else message.success(t.toggled);
  };
  const saveStock = async ({ delta }: { delta: number }) => {
    if (!stockOf) return;
    const done = (await restock({ variables: { input: { id: stockOf.id, delta, idempotencyKey: actionId() } } })).data?.addShopItemStock;
    if (done?.userErrors[0]) {
      stockForm.setFields([{ name: 'delta', errors: [done.userErrors[0].message] }]);
      return;
    }
    message.success(t.restocked);
    setStockOf(null);
  };
  const saveItem = async (v: NewItem) => {
    const input = { item: { name: v.name.trim(), pricePoints: v.pricePoints, description: v.description?.trim() || null, images: v.images ?? [], enabled: true }, stock: v.stock, idempotencyKey: actionId() };
    const done = (await create({ variables: { input } })).data?.createShopItem;
    const err = done?.userErrors[0];
    if (err) {
      const field = (['pricePoints', 'description', 'stock'] as const).find((f) => err.field?.includes(f)) ?? 'name';
      itemForm.setFields([{ name: field, errors: [err.message] }]);
      return;
    }
    message.success(t.created);
    itemForm.resetFields();
    setAdding(false);
    void refetch();
  };
  const savePictures = async () => {
    if (!picturesOf) return;
    const done = (await update({ variables: { input: { id: picturesOf.id, item: { images: pictures } } } })).data?.updateShopItem;
    if (done?.userErrors[0]) {
      message.error(done.userErrors[0].message);
      return;
    }
    message.success(t.images.saved);
    setPicturesOf(null);
  };
  const stockOk = { loading: restocking.loading, 'data-testid': 'restock-ok' };
  const picturesOk = { 'data-testid': 'item-images-ok' };
  const createOk = { loading: creating.loading, 'data-testid': 'item-create-ok' };
  return (
    <>
      <ListPage<Row>
        title={t.title}
        extra={
          <Button type="primary" onClick={() => setAdding(true)} data-testid="item-create">
            {t.create}
          </Button>
        }
        loading={loading}
        error={error}
        rows={rows}
        pageInfo={data?.shopItemsAdmin.pageInfo}
        onMore={(after) => void fetchMore({ variables: { after } })}
        empty={t.empty}
        testId="items-table"
        columns={[
          {
            title: t.images.column,
            key: 'cover',
            width: 72,
            render: (_: unknown, r: Row) => (r.images[0] ? <Image src={sizedUrl(`/api/Files/${r.images[0]}`, 320)} preview={{ src: `/api/Files/${r.images[0]}` }} width={48} height={48} style={{ objectFit: 'cover' }} /> : '—'),
          },
          { title: t.name, dataIndex: 'name' },
          { title: t.price, dataIndex: 'pricePoints', width: 110, align: 'right' },
          { title: t.stock, dataIndex: 'stock', width: 90, align: 'right', render: (v: number) => <Typography.Text type={v === 0 ? 'danger' : undefined}>{v}</Typography.Text> },
          { title: t.redeemed, dataIndex: 'redeemedCount', width: 90, align: 'right' },
          { title: t.sortOrder, dataIndex: 'sortOrder', width: 70, align: 'right' },
          {
            title: t.enabled,
            key: 'enabled',
            width: 90,
            render: (_: unknown, r: Row) => <Switch checked={r.enabled} checkedChildren={t.onShelf} unCheckedChildren={t.offShelf} onChange={(on) => void toggle(r, on)} />,
          },
          {
            title: '',
            key: 'restock',
            width: 170,
            render: (_: unknown, r: Row) => (
              <Space>
                <Button
                  size="small"
                  onClick={() => {
                    stockForm.resetFields();
                    setStockOf(r);
                  }}
                  data-testid="item-restock"
                >
                  {t.restock}
                </Button>
                <Button
                  size="small"
                  onClick={() => {
                    setPictures([...r.images]);
                    setPicturesOf(r);
                  }}
                  data-testid="item-pictures"
                >
                  {t.images.edit}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal open={!!stockOf} title={stockOf ? t.restockTitle(stockOf.name) : ''} okButtonProps={stockOk} onOk={() => stockForm.submit()} onCancel={() => setStockOf(null)} forceRender>
        <Form form={stockForm} layout="vertical" onFinish={(v) => void saveStock(v)}>
          <Form.Item name="delta" label={t.delta} rules={[{ required: true, type: 'integer', min: -1_000_000, max: 1_000_000, message: t.delta }]}>
            <InputNumber precision={0} style={{ width: 200 }} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal open={adding} title={t.createTitle} okText={t.submit} okButtonProps={createOk} onOk={() => itemForm.submit()} onCancel={() => setAdding(false)} forceRender>
        <Form form={itemForm} layout="vertical" initialValues={{ stock: 0 }} onFinish={(v) => void saveItem(v)}>
          <Form.Item name="name" label={t.name} rules={[{ required: true, whitespace: true, max: 60, message: t.nameRule }]}>
            <Input />
          </Form.Item>
          <Form.Item name="pricePoints" label={t.price} rules={[{ required: true, type: 'integer', min: 1, message: t.price }]}>
            <InputNumber precision={0} min={1} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="stock" label={t.initialStock} rules={[{ required: true, type: 'integer', min: 0, message: t.initialStock }]}>
            <InputNumber precision={0} min={0} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="description" label={t.description} rules={[{ max: 2000 }]}>
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item name="images" label={t.images.label}>
            <ItemImages />
          </Form.Item>
        </Form>
      </Modal>
      <Modal open={!!picturesOf} title={picturesOf ? t.images.editTitle(picturesOf.name) : ''} okButtonProps={picturesOk} onOk={() => void savePictures()} onCancel={() => setPicturesOf(null)} destroyOnHidden>
        <ItemImages value={pictures} onChange={setPictures} />
      </Modal>
    </>
  );
}
