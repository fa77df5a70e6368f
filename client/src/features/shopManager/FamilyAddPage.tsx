// pages/family/add/index (添加客户; also the spec's my/* "add person"): the
// manager types a customer's phone, the masked member-facing lookup
// (`familyCandidate`) shows who has it — their public card and masked
// phone, nothing more — and 添加为家人 adds them by that phone. A number
// nobody registered with gets the shop's invite instead (a member who
// registers with its code joins the family). Each lookup counts toward the
// manager's 100 a day, so the page looks up only when asked.
import { useState } from 'react';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { paths } from '../../lib/paths';
import { Button, Card, Input, List, QueryState, Tag, toast } from '../../ui';
import { Avatar, NotShopManager } from './common';
import { isMobile, shopErrorText } from './format';
import { shopText as t } from './strings';
import './shopManager.css';

const Gate = graphql(`
  query ShopFamilyAddGate {
    myShop {
      shopName
    }
  }
`);

const Candidate = graphql(`
  query ShopFamilyCandidate($phone: String!) {
    myShop {
      familyCandidate(phone: $phone) {
        inFamily
        maskedPhone
        member {
          id
          nickname
          avatar
        }
      }
    }
  }
`);

const Add = graphql(`
  mutation ShopFamilyAdd($phone: String!) {
    addFamilyMember(input: { phone: $phone }) {
      familyMember {
        id
        phone
        addedByManager
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export function FamilyAddPage() {
  const gate = useQuery(Gate, { context: { silent: true } });
  // Not cached: the answer is about one number at one moment (and a second
  // `myShop` shape in the cache would replace the gate's).
  const [lookup, found] = useLazyQuery(Candidate, { fetchPolicy: 'no-cache' });
  const [add, adding] = useMutation(Add);
  const [phone, setPhone] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const candidate = asked && found.data?.myShop ? found.data.myShop.familyCandidate : undefined;

  const search = () => {
    const p = phone.trim();
    setAdded(null);
    if (!isMobile(p)) return setProblem(t.phoneInvalid);
    setProblem(null);
    setAsked(p);
    void lookup({ variables: { phone: p } }).catch(() => undefined);
  };

  const addPerson = async () => {
    if (!asked) return;
    const r = (await add({ variables: { phone: asked } }).catch(() => null))?.data?.addFamilyMember;
    if (!r) return;
    if (r.userErrors[0]) return setProblem(shopErrorText(r.userErrors[0]));
    toast(t.added, 0);
    setAdded(asked);
  };

  return (
    <div className="shop-page" data-testid="family-add">
      <QueryState loading={gate.loading && !gate.data} error={gate.data ? null : gate.error} onRetry={() => void gate.refetch().catch(() => undefined)}>
        {gate.data && !gate.data.myShop && <NotShopManager />}
        {gate.data?.myShop && (
          <>
            <List mode="card" header={t.phone}>
              <List.Item
                extra={
                  <Button size="small" color="primary" loading={found.loading} onClick={search} data-testid="lookup">
                    {t.lookup}
                  </Button>
                }
              >
                <Input
                  data-testid="phone-input"
                  type="tel"
                  inputMode="numeric"
                  value={phone}
                  onChange={(v) => setPhone(v.replace(/\D/g, ''))}
                  onEnterPress={search}
                  placeholder={t.phonePlaceholder}
                  maxLength={11}
                  clearable
                />
              </List.Item>
            </List>
            <p className="shop-muted shop-hint">{t.lookupHint}</p>
            {problem && (
              <p className="shop-error" role="alert" data-testid="add-error">
                {problem}
              </p>
            )}
            {candidate && !found.loading && (
              <Card className="shop-card" data-testid="candidate">
                <div className="shop-person-head">
                  <Avatar nickname={candidate.member.nickname} avatar={candidate.member.avatar} />
                  <div className="shop-person-name">
                    <b>{candidate.member.nickname}</b>
                    <span className="shop-phone" data-testid="candidate-phone">
                      {candidate.maskedPhone}
                    </span>
                  </div>
                  {(candidate.inFamily || added === asked) && (
                    <Tag className="shop-joined" fill="outline">
                      {t.inFamily}
                    </Tag>
                  )}
                </div>
                {candidate.inFamily || added === asked ? (
                  <Link className="shop-cta" to={paths.family} data-testid="to-family">
                    {t.toFamily}
                  </Link>
                ) : (
                  <Button block color="primary" loading={adding.loading} onClick={() => void addPerson()} data-testid="add-member">
                    {t.add}
                  </Button>
                )}
              </Card>
            )}
            {candidate === null && !found.loading && (
              <Card className="shop-card" data-testid="candidate-none">
                <p className="shop-state-title">{t.notFound}</p>
                <p className="shop-muted">{t.notFoundBody}</p>
              </Card>
            )}
            <Card className="shop-card" title={t.inviteSection}>
              <p className="shop-muted">{t.inviteBody}</p>
              <Link className="shop-cta" to={paths.shareInfo} data-testid="to-share-info">
                {t.shareInvite}
              </Link>
            </Card>
          </>
        )}
      </QueryState>
    </div>
  );
}
