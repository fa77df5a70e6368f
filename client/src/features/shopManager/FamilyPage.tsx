// pages/family/index (我的家人): the shop's customers, newest first, each
// with the phone exactly as the API gives it (in full only for people the
// manager added by phone, masked otherwise: the page never unmasks), how
// they joined, the manager's note (edited in a sheet), their memos, and
// removing them. Empty: a way to add someone or share the shop's invite.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { linkTo, paths } from '../../lib/paths';
import { Button, EmptyState, LoadMore, QueryState, Tag, TextArea, toast } from '../../ui';
import { Popup } from '../../ui/Popup';
import { Avatar, Confirm, NotShopManager } from './common';
import { beijingDay, showShopErrors } from './format';
import { shopText as t } from './strings';
import './shopManager.css';

const Family = graphql(`
  query ShopFamily($after: String) {
    myShop {
      familyCount
      family(first: 20, after: $after) {
        edges {
          cursor
          node {
            id
            phone
            addedByManager
            note
            createdAt
            member {
              id
              nickname
              avatar
            }
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

const SaveNote = graphql(`
  mutation ShopFamilyNote($id: ID!, $note: String!) {
    updateFamilyNote(input: { id: $id, note: $note }) {
      familyMember {
        id
        note
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

const Remove = graphql(`
  mutation ShopFamilyRemove($id: ID!) {
    removeFamilyMember(input: { id: $id }) {
      removedId
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const NOTE_MAX = 200;

export function FamilyPage() {
  const { data, loading, error, refetch, fetchMore } = useQuery(Family, {
    // Someone added on the add page (or joined by the invite) shows on return.
    fetchPolicy: 'cache-and-network',
    context: { silent: true },
  });
  const [saveNote, saving] = useMutation(SaveNote);
  const [remove] = useMutation(Remove, { refetchQueries: ['ShopFamily'] });
  const [noting, setNoting] = useState<{ id: string; name: string; note: string } | null>(null);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const shop = data?.myShop;
  const family = shop?.family;

  const submitNote = async () => {
    if (!noting) return;
    const r = (await saveNote({ variables: { id: noting.id, note: noting.note.trim() } }).catch(() => null))?.data?.updateFamilyNote;
    if (!r || showShopErrors(r.userErrors)) return;
    toast(t.noteSaved, 0);
    setNoting(null);
  };

  return (
    <div className="shop-page" data-testid="family-page">
      <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch().catch(() => undefined)}>
        {data && !shop && <NotShopManager />}
        {shop && family && (
          <>
            <div className="shop-list-head">
              <span>{t.people(shop.familyCount)}</span>
              <Link className="shop-cta small" to={paths.familyAdd} data-testid="family-add-link">
                {t.addPerson}
              </Link>
            </div>
            {family.edges.length === 0 ? (
              <EmptyState title={t.familyEmpty}>
                <p className="shop-muted shop-not-body">{t.familyEmptyBody}</p>
                <Link className="shop-cta" to={paths.familyAdd}>
                  {t.addPerson}
                </Link>
                <Link className="shop-link" to={paths.shareInfo}>
                  {t.shareInvite}
                </Link>
              </EmptyState>
            ) : (
              <ul className="shop-family">
                {family.edges.map(({ node: f }) => (
                  <li key={f.id} className="shop-person" data-testid="family-member" data-id={f.id}>
                    <div className="shop-person-head">
                      <Avatar nickname={f.member.nickname} avatar={f.member.avatar} />
                      <div className="shop-person-name">
                        <b>{f.member.nickname}</b>
                        <span className="shop-phone" data-testid="family-phone">
                          {f.phone ?? t.noPhone}
                        </span>
                      </div>
                      <Tag className="shop-joined" fill="outline">
                        {f.addedByManager ? t.addedByMe : t.joinedByInvite}
                      </Tag>
                    </div>
                    <p className={f.note ? 'shop-note-text' : 'shop-note-text none'} data-testid="family-note">
                      {t.note}：{f.note || t.noteNone}
                    </p>
                    <p className="shop-muted">{t.joinedAt(beijingDay(f.createdAt))}</p>
                    <div className="shop-person-actions">
                      <Button size="small" onClick={() => setNoting({ id: f.id, name: f.member.nickname, note: f.note ?? '' })} data-testid="edit-note">
                        {t.editNote}
                      </Button>
                      <Link className="shop-chip" to={linkTo.memoRecord(f.id)}>
                        {t.writeMemo}
                      </Link>
                      <Link className="shop-chip" to={linkTo.memoResult(f.id)}>
                        {t.memos}
                      </Link>
                      <Button className="shop-remove" size="small" fill="none" onClick={() => setRemoving({ id: f.id, name: f.member.nickname })}>
                        {t.remove}
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
            <LoadMore pageInfo={family.pageInfo} onMore={(after) => fetchMore({ variables: { after } })} />
          </>
        )}
      </QueryState>
      <Popup visible={noting !== null} onMaskClick={() => setNoting(null)} onClose={() => setNoting(null)} bodyClassName="shop-sheet">
        {noting && (
          <div data-testid="note-sheet">
            <h2 className="shop-heading">
              {t.note} · {noting.name}
            </h2>
            <TextArea
              data-testid="note-input"
              value={noting.note}
              onChange={(note) => setNoting({ ...noting, note })}
              placeholder={t.notePlaceholder}
              maxLength={NOTE_MAX}
              showCount
              autoSize={{ minRows: 3, maxRows: 6 }}
            />
            <Button block color="primary" loading={saving.loading} onClick={() => void submitNote()} data-testid="save-note">
              {t.saveNote}
            </Button>
          </div>
        )}
      </Popup>
      <Confirm
        visible={removing !== null}
        content={removing ? t.removeConfirm(removing.name) : ''}
        action={t.remove}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          const r = (await remove({ variables: { id: removing.id } }).catch(() => null))?.data?.removeFamilyMember;
          if (r && !showShopErrors(r.userErrors)) toast(t.removed, 0);
        }}
      />
    </div>
  );
}
