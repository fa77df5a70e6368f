// One member in full for staff (the members permission): the profile the
// server unmasks for it (each view audit-logged by the server), counts,
// and the account's history from the audit log (target member:<id>).
import { Descriptions, Drawer, Spin } from 'antd';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import { RecordHistory } from '../common/RecordHistory.staff';
import { membersText as t } from './strings';

const Member = graphql(`
  query ConsoleMember($id: ID!) {
    node(id: $id) {
      ... on Member {
        id
        legacyId
        nickname
        phone
        legalName
        vipLevel
        vipNumber
        points
        followingCount
        followerCount
        inviteCount
        isWeChatBound
        province
        city
        createdAt
      }
    }
  }
`);

export function MemberDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { data, loading } = useQuery(Member, { variables: { id }, fetchPolicy: 'network-only' });
  const m = data?.node?.__typename === 'Member' ? data.node : null;
  const d = t.drawer;
  return (
    <Drawer open title={m?.nickname ?? t.detail} onClose={onClose} width={600} data-testid="member-drawer">
      {loading && !m ? (
        <Spin />
      ) : (
        m && (
          <>
            <Descriptions
              column={1}
              bordered
              size="small"
              items={[
                { key: 'id', label: d.legacyId, children: String(m.legacyId) },
                { key: 'nick', label: d.nickname, children: m.nickname },
                { key: 'phone', label: d.phone, children: m.phone ?? '—' },
                { key: 'legal', label: d.legalName, children: m.legalName ?? '—' },
                { key: 'vip', label: d.vip, children: `${t.vipLevels[m.vipLevel] ?? m.vipLevel} / ${m.vipNumber ?? '—'}` },
                { key: 'points', label: d.points, children: m.points },
                { key: 'follows', label: d.follows, children: `${m.followingCount} / ${m.followerCount}` },
                { key: 'invites', label: d.invites, children: m.inviteCount },
                { key: 'wechat', label: d.wechat, children: m.isWeChatBound ? d.bound : d.unbound },
                { key: 'region', label: d.region, children: [m.province, m.city].filter(Boolean).join(' ') || '—' },
                { key: 'created', label: d.createdAt, children: new Date(m.createdAt).toLocaleString('zh-CN') },
              ]}
            />
            <div style={{ marginTop: 24 }}>
              <RecordHistory target={`member:${String(m.legacyId)}`} />
            </div>
          </>
        )
      )}
    </Drawer>
  );
}
