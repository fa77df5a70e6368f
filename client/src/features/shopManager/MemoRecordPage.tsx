// pages/my/memo/record (备忘记录): writing a memo about a family member
// (?member=<FamilyMember id>) or editing one (?id=<FamilyMemo id>): what to
// remember (the memo, required) and, when there is one already, how it
// turned out (the result, recorded later on the result page or here).
// Opened without either, it lists the family to pick whom the memo is about.
// A memo is text only: nothing here orders or pays for a ticket.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { linkTo, paths } from '../../lib/paths';
import { Button, EmptyState, List, MissingState, QueryState, TextArea, toast } from '../../ui';
import { Avatar, Confirm, NotShopManager } from './common';
import { showShopErrors } from './format';
import { UpdateMemo } from './memos';
import { shopText as t } from './strings';
import './shopManager.css';

const MemoOf = graphql(`
  query ShopMemoEdit($id: ID!) {
    myShop {
      shopName
    }
    node(id: $id) {
      ... on FamilyMemo {
        id
        content
        result
        familyMemberId
      }
    }
  }
`);

const MemberOf = graphql(`
  query ShopMemoMember($id: ID!) {
    myShop {
      shopName
    }
    node(id: $id) {
      ... on FamilyMember {
        id
        phone
        member {
          id
          nickname
          avatar
        }
      }
    }
  }
`);

// The newest 50 (the server's complexity limit); anyone older has 写备忘
// on the family page.
const Pick = graphql(`
  query ShopMemoPick {
    myShop {
      shopName
      family(first: 50) {
        nodes {
          id
          phone
          note
          member {
            id
            nickname
            avatar
          }
        }
      }
    }
  }
`);

const Create = graphql(`
  mutation ShopMemoCreate($input: CreateFamilyMemoInput!) {
    createFamilyMemo(input: $input) {
      memo {
        id
        content
        result
        familyMemberId
        updatedAt
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const Delete = graphql(`
  mutation ShopMemoDelete($id: ID!) {
    deleteFamilyMemo(input: { id: $id }) {
      removedId
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const MEMO_MAX = 500;

export function MemoRecordPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const member = params.get('member');
  if (id) return <EditMemo id={id} />;
  if (member) return <MemoForm familyMemberId={member} />;
  return <PickMember />;
}

/** No one named: the family, to pick whom the memo is about. */
function PickMember() {
  const { data, loading, error, refetch } = useQuery(Pick, { fetchPolicy: 'cache-and-network', context: { silent: true } });
  const shop = data?.myShop;
  return (
    <div className="shop-page" data-testid="memo-pick">
      <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch().catch(() => undefined)}>
        {data && !shop && <NotShopManager />}
        {shop &&
          (shop.family.nodes.length === 0 ? (
            <EmptyState title={t.familyEmpty}>
              <Link className="shop-cta" to={paths.familyAdd}>
                {t.addPerson}
              </Link>
            </EmptyState>
          ) : (
            <List mode="card" header={t.pickMember}>
              {shop.family.nodes.map((f) => (
                <List.Item key={f.id} className="shop-pick-item" prefix={<Avatar nickname={f.member.nickname} avatar={f.member.avatar} />} description={f.note || f.phone} arrowIcon>
                  <Link className="lm-link" to={linkTo.memoRecord(f.id)} data-testid="pick-member">
                    {f.member.nickname}
                  </Link>
                </List.Item>
              ))}
            </List>
          ))}
      </QueryState>
    </div>
  );
}

/** An existing memo: loaded, then the form with its values. */
function EditMemo({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(MemoOf, { variables: { id }, context: { silent: true } });
  const memo = data?.node?.__typename === 'FamilyMemo' ? data.node : null;
  return (
    <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch().catch(() => undefined)}>
      {data && !data.myShop && <NotShopManager />}
      {data?.myShop && !memo && <MissingState what={t.memoMissing} />}
      {data?.myShop && memo && <MemoForm familyMemberId={memo.familyMemberId} memo={memo} />}
    </QueryState>
  );
}

/** The form: whom it is about, the memo and its result; save, and delete an existing one. */
function MemoForm({ familyMemberId, memo }: { familyMemberId: string; memo?: { id: string; content: string; result?: string | null } }) {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(MemberOf, { variables: { id: familyMemberId }, context: { silent: true } });
  const [content, setContent] = useState(memo?.content ?? '');
  const [result, setResult] = useState(memo?.result ?? '');
  const [confirming, setConfirming] = useState(false);
  // The lists show the change when next read (they are cache-and-network).
  const [create, creating] = useMutation(Create);
  const [update, updating] = useMutation(UpdateMemo);
  const [remove] = useMutation(Delete);
  const person = data?.node?.__typename === 'FamilyMember' ? data.node : null;
  const back = () => navigate(linkTo.memoResult(familyMemberId), { replace: true });

  const save = async () => {
    const text = content.trim();
    if (!text) return toast(t.required(t.memoContent), 0);
    const r = memo
      ? (await update({ variables: { input: { id: memo.id, content: text, result: result.trim() } } }).catch(() => null))?.data?.updateFamilyMemo
      : (await create({ variables: { input: { familyMemberId, content: text, result: result.trim() } } }).catch(() => null))?.data?.createFamilyMemo;
    if (!r || showShopErrors(r.userErrors)) return;
    toast(t.memoSaved, 0);
    back();
  };

  return (
    <div className="shop-page" data-testid="memo-record">
      <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch().catch(() => undefined)}>
        {data && !data.myShop && <NotShopManager />}
        {data?.myShop && !person && <MissingState what={t.memoFor} />}
        {data?.myShop && person && (
          <>
            <List mode="card" header={t.memoFor}>
              <List.Item prefix={<Avatar nickname={person.member.nickname} avatar={person.member.avatar} />} description={person.phone}>
                <span data-testid="memo-person">{person.member.nickname}</span>
              </List.Item>
            </List>
            <List mode="card" header={t.memoContent}>
              <List.Item>
                <TextArea
                  data-testid="memo-content"
                  value={content}
                  onChange={setContent}
                  placeholder={t.memoPlaceholder}
                  maxLength={MEMO_MAX}
                  showCount
                  autoSize={{ minRows: 4, maxRows: 10 }}
                />
              </List.Item>
            </List>
            <List mode="card" header={t.memoResult}>
              <List.Item>
                <TextArea
                  data-testid="memo-result"
                  value={result}
                  onChange={setResult}
                  placeholder={t.resultPlaceholder}
                  maxLength={MEMO_MAX}
                  showCount
                  autoSize={{ minRows: 2, maxRows: 8 }}
                />
              </List.Item>
            </List>
            <div className="shop-actions">
              <Button block color="primary" size="large" loading={creating.loading || updating.loading} disabled={!content.trim()} onClick={() => void save()} data-testid="save-memo">
                {t.saveMemo}
              </Button>
              {memo && (
                <Button block fill="none" onClick={() => setConfirming(true)} data-testid="delete-memo">
                  {t.deleteMemo}
                </Button>
              )}
            </div>
            {memo && (
              <Confirm
                visible={confirming}
                content={t.deleteConfirm}
                action={t.deleteMemo}
                onClose={() => setConfirming(false)}
                onConfirm={async () => {
                  const r = (await remove({ variables: { id: memo.id } }).catch(() => null))?.data?.deleteFamilyMemo;
                  if (!r || showShopErrors(r.userErrors)) return;
                  toast(t.deleted, 0);
                  back();
                }}
              />
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
