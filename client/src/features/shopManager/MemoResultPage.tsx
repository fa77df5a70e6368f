// pages/my/memo/result (备忘结果): the shop's memos, newest first — all of
// them, or one family member's (?member=<FamilyMember id>) — each with whom
// it is about, what to remember and how it turned out (待记录结果 until
// the manager records it, in a sheet here). 编辑 opens the memo on the
// record page; 写备忘 writes a new one.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { linkTo, paths } from '../../lib/paths';
import { Button, EmptyState, LoadMore, QueryState, TextArea, toast } from '../../ui';
import { Popup } from '../../ui/Popup';
import { NotShopManager } from './common';
import { beijingTime, showShopErrors } from './format';
import { UpdateMemo } from './memos';
import { shopText as t } from './strings';
import './shopManager.css';

// The names of the newest 40 family members come along (a memo names
// only its family member's id): the server's complexity limit (500, lists
// counted by their size) holds 40 beside a page of 20 memos.
const Memos = graphql(`
  query ShopMemos($member: ID, $after: String) {
    myShop {
      family(first: 40) {
        nodes {
          id
          member {
            id
            nickname
          }
        }
      }
      memos(familyMemberId: $member, first: 20, after: $after) {
        edges {
          cursor
          node {
            id
            content
            result
            familyMemberId
            updatedAt
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

// One family member's page: their name, whoever they are in the list.
const Person = graphql(`
  query ShopMemoPerson($id: ID!) {
    node(id: $id) {
      ... on FamilyMember {
        id
        member {
          id
          nickname
        }
      }
    }
  }
`);

const RESULT_MAX = 500;

export function MemoResultPage() {
  const member = useSearchParams()[0].get('member');
  const { data, loading, error, refetch, fetchMore } = useQuery(Memos, {
    variables: { member },
    // A memo written or edited on the record page shows on return.
    fetchPolicy: 'cache-and-network',
    context: { silent: true },
  });
  const person = useQuery(Person, { variables: { id: member ?? '' }, skip: !member, context: { silent: true } }).data?.node;
  const [update, updating] = useMutation(UpdateMemo);
  const [recording, setRecording] = useState<{ id: string; result: string } | null>(null);
  const shop = data?.myShop;
  const memos = shop?.memos;
  // Who a memo is about: the person of this page, or one of the newest 40;
  // anyone further down the list shows as 家人.
  const names = new Map((shop?.family.nodes ?? []).map((f) => [f.id, f.member.nickname]));
  if (person?.__typename === 'FamilyMember') names.set(person.id, person.member.nickname);
  const nameOf = (id: string) => names.get(id) ?? t.someone;

  const saveResult = async () => {
    if (!recording) return;
    const r = (await update({ variables: { input: { id: recording.id, result: recording.result.trim() } } }).catch(() => null))?.data
      ?.updateFamilyMemo;
    if (!r || showShopErrors(r.userErrors)) return;
    toast(t.memoSaved, 0);
    setRecording(null);
  };

  return (
    <div className="shop-page" data-testid="memo-result-page">
      <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch().catch(() => undefined)}>
        {data && !shop && <NotShopManager />}
        {memos && (
          <>
            <div className="shop-list-head">
              <span>{member ? t.memosOf(nameOf(member)) : t.allMemos}</span>
              <span className="shop-list-links">
                {member && (
                  <Link className="shop-link" to={paths.memoResult}>
                    {t.allMemos}
                  </Link>
                )}
                <Link className="shop-cta small" to={member ? linkTo.memoRecord(member) : paths.memoRecord} data-testid="write-memo">
                  {t.writeMemo}
                </Link>
              </span>
            </div>
            {memos.edges.length === 0 ? (
              <EmptyState title={t.memoEmpty}>
                <p className="shop-muted shop-not-body">{t.memoEmptyBody}</p>
                <Link className="shop-cta" to={paths.family}>
                  {t.familyTitle}
                </Link>
              </EmptyState>
            ) : (
              <ul className="shop-memos">
                {memos.edges.map(({ node: m }) => (
                  <li key={m.id} className="shop-memo" data-testid="memo" data-id={m.id}>
                    <p className="shop-memo-head">
                      <Link to={linkTo.memoResult(m.familyMemberId)}>{nameOf(m.familyMemberId)}</Link>
                      <span className="shop-muted">{t.updatedAt(beijingTime(m.updatedAt))}</span>
                    </p>
                    <p className="shop-memo-content" data-testid="memo-content-text">
                      {m.content}
                    </p>
                    <p className={m.result ? 'shop-memo-result' : 'shop-memo-result none'} data-testid="memo-result-text">
                      <b>{t.memoResult}：</b>
                      {m.result || t.resultNone}
                    </p>
                    <div className="shop-person-actions">
                      <Button size="small" color="primary" fill="outline" onClick={() => setRecording({ id: m.id, result: m.result ?? '' })} data-testid="record-result">
                        {t.recordResult}
                      </Button>
                      <Link className="shop-chip" to={linkTo.memoEdit(m.id)}>
                        {t.editMemo}
                      </Link>
                    </div>
                  </li>
                ))}
              </ul>
            )}
            <LoadMore pageInfo={memos.pageInfo} onMore={(after) => fetchMore({ variables: { after } })} />
          </>
        )}
      </QueryState>
      <Popup visible={recording !== null} onMaskClick={() => setRecording(null)} onClose={() => setRecording(null)} bodyClassName="shop-sheet">
        {recording && (
          <div data-testid="result-sheet">
            <h2 className="shop-heading">{t.recordResult}</h2>
            <TextArea
              data-testid="result-input"
              value={recording.result}
              onChange={(result) => setRecording({ ...recording, result })}
              placeholder={t.resultPlaceholder}
              maxLength={RESULT_MAX}
              showCount
              autoSize={{ minRows: 3, maxRows: 8 }}
            />
            <Button block color="primary" loading={updating.loading} onClick={() => void saveResult()} data-testid="save-result">
              {t.saveMemo}
            </Button>
          </div>
        )}
      </Popup>
    </div>
  );
}
