// 赔率: new odds for one play type of a match, in force from now (the old
// ones stay in its odds movement). The play types and their options come
// from the server (sportsPlayTypes); each option's odds are typed as
// printed (1.85) and sent in hundredths; an empty box is an option not
// offered. The form opens with the odds in force.
import { useEffect, useState } from 'react';
import { Checkbox, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import type { SportsGame, SportsPlayType } from '../../gql/staff/graphql';
import { hundredthsText, oddsToHundredths } from './numbers';
import { matchesText } from './strings';

const t = matchesText.oddsForm;

const Plays = graphql(`
  query ConsoleSportsPlays($game: SportsGame!, $id: ID!) {
    sportsPlayTypes(game: $game) {
      play
      name
      options
    }
    node(id: $id) {
      ... on SportsMatch {
        id
        odds {
          play
          odds
          single
        }
      }
    }
  }
`);

const SetOdds = graphql(`
  mutation ConsoleSetSportsOdds($input: SetSportsOddsInput!) {
    setSportsOdds(input: $input) {
      sportsMatch {
        id
        odds {
          play
          odds
          single
          recordedAt
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

export type OddsMatch = { id: string; game: SportsGame; home: string; away: string };

export function OddsForm({ match, onClose, onSaved }: { match: OddsMatch | null; onClose: () => void; onSaved: () => void }) {
  const { data } = useQuery(Plays, { variables: { game: match?.game ?? 'JCZQ', id: match?.id ?? '' }, skip: !match, fetchPolicy: 'network-only' });
  const [setOdds, { loading }] = useMutation(SetOdds);
  const [play, setPlay] = useState<SportsPlayType | undefined>();
  const [texts, setTexts] = useState<string[]>([]);
  const [single, setSingle] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const plays = data?.sportsPlayTypes ?? [];
  const info = plays.find((p) => p.play === play);
  // The first play type once they load; the odds in force for the one
  // picked (again only when the play or the loaded data change, never
  // while staff type).
  useEffect(() => {
    const first = data?.sportsPlayTypes[0];
    if (!play && first) setPlay(first.play);
  }, [play, data]);
  useEffect(() => {
    const options = data?.sportsPlayTypes.find((p) => p.play === play)?.options ?? [];
    const inForce = data?.node?.__typename === 'SportsMatch' ? data.node.odds : [];
    const now = inForce.find((o) => o.play === play);
    setTexts(options.map((_, i) => (now?.odds[i] != null ? hundredthsText(now.odds[i]) : '')));
    setSingle(now?.single ?? false);
    setError(null);
  }, [play, data]);
  const submit = async () => {
    if (!match || !play) return;
    const odds = texts.map((s) => (s.trim() ? oddsToHundredths(s) : null));
    if (texts.some((s, i) => s.trim() && odds[i] === null) || odds.every((o) => o === null)) {
      setError(t.badOdds);
      return;
    }
    const r = (await setOdds({ variables: { input: { matchId: match.id, play, odds, single } } })).data?.setSportsOdds;
    if (r?.userErrors[0]) {
      setError(r.userErrors[0].message);
      return;
    }
    onSaved();
  };
  const okProps = { loading, 'data-testid': 'odds-save' };
  return (
    <Modal
      open={!!match}
      title={match ? t.title(`${match.home} vs ${match.away}`) : ''}
      okText={t.submit}
      okButtonProps={okProps}
      onOk={() => void submit()}
      onCancel={() => {
        setPlay(undefined);
        onClose();
      }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t.play}>
          <Select value={play} onChange={setPlay} options={plays.map((p) => ({ value: p.play, label: p.name }))} data-testid="odds-play" />
        </Form.Item>
        <Form.Item label={t.options} help={error ?? t.help} validateStatus={error ? 'error' : undefined}>
          <Space wrap>
            {(info?.options ?? []).map((o, i) => (
              <Input
                key={`${play}-${o}`}
                addonBefore={o}
                value={texts[i]}
                onChange={(e) => setTexts((ts) => ts.map((x, j) => (j === i ? e.target.value : x)))}
                style={{ width: 150 }}
                data-testid="odds-option"
              />
            ))}
          </Space>
        </Form.Item>
        <Checkbox checked={single} onChange={(e) => setSingle(e.target.checked)}>
          {t.single}
        </Checkbox>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {t.note}
        </Typography.Paragraph>
      </Form>
    </Modal>
  );
}
