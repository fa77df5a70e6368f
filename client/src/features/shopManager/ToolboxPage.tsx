// pages/shop-manager/index (店主工具箱): the shop's card (name, family,
// licence) and tiles to what a shop manager uses — the family, memos, the
// shop's invite, its account — and to the app's free lottery tools (charts,
// calculators, draw history, selection, the sports calculators and
// results). Nothing here sells or orders tickets (platform-rules §1): the
// toolbox only links to free tools, and the split-order (拆单) page that
// prints tickets is left out on purpose.
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { linkTo, paths } from '../../lib/paths';
import { Grid, NoticeBar, QueryState, Tag } from '../../ui';
import { NotShopManager } from './common';
import { shopText as t } from './strings';
import './shopManager.css';

const Toolbox = graphql(`
  query ShopToolbox {
    myShop {
      shopName
      familyCount
      licenceValidUntil
      licenceExpired
    }
  }
`);

type Tool = { to: string; label: string; glyph: string };

const tt = t.tools;
const groups: { key: string; title: string; tools: Tool[] }[] = [
  {
    key: 'shop',
    title: t.groupShop,
    tools: [
      { to: paths.family, label: tt.family, glyph: '家' },
      { to: paths.familyAdd, label: tt.familyAdd, glyph: '添' },
      { to: paths.memoRecord, label: tt.memoRecord, glyph: '记' },
      { to: paths.memoResult, label: tt.memos, glyph: '果' },
      { to: paths.shareInfo, label: tt.shareInfo, glyph: '享' },
      { to: paths.shopAccount, label: tt.account, glyph: '店' },
    ],
  },
  {
    key: 'lottery',
    title: t.groupLottery,
    tools: [
      { to: linkTo.trend('ssq'), label: tt.trend, glyph: '势' },
      { to: paths.chartTools, label: tt.chartTools, glyph: '图' },
      { to: paths.calculator, label: tt.calculator, glyph: '算' },
      { to: paths.history, label: tt.history, glyph: '史' },
      { to: paths.selection, label: tt.selection, glyph: '选' },
      { to: paths.parity, label: tt.parity, glyph: '统' },
      { to: paths.rules, label: tt.rules, glyph: '规' },
    ],
  },
  {
    key: 'sports',
    title: t.groupSports,
    tools: [
      { to: paths.sportsFootball, label: tt.sportsFootball, glyph: '足' },
      { to: paths.sportsBasketball, label: tt.sportsBasketball, glyph: '篮' },
      { to: paths.sportsBeidan, label: tt.sportsBeidan, glyph: '单' },
      { to: paths.sportsTraditional, label: tt.sportsTraditional, glyph: '传' },
      { to: linkTo.sportsResults('jczq'), label: tt.sportsResults, glyph: '赛' },
      { to: paths.sportsAnalyse, label: tt.sportsAnalyse, glyph: '析' },
    ],
  },
];

export function ToolboxPage() {
  const { data, loading, error, refetch } = useQuery(Toolbox, { fetchPolicy: 'cache-and-network', context: { silent: true } });
  const shop = data?.myShop;
  return (
    <div className="shop-page" data-testid="shop-toolbox">
      <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch().catch(() => undefined)}>
        {data && !shop && <NotShopManager />}
        {shop && (
          <>
            <section className="shop-banner">
              <h2 className="shop-banner-name" data-testid="toolbox-shop-name">
                {shop.shopName}
              </h2>
              <p className="shop-banner-line">
                <span>{t.familyOf(shop.familyCount)}</span>
                <span>
                  {t.validUntil(shop.licenceValidUntil)}
                  {shop.licenceExpired && (
                    <Tag className="shop-expired" color="#ffffff" fill="outline">
                      {t.expired}
                    </Tag>
                  )}
                </span>
              </p>
            </section>
            {shop.licenceExpired && <NoticeBar content={t.expiredNote} color="alert" wrap />}
            {groups.map((g) => (
              <section key={g.key} aria-labelledby={`shop-tools-${g.key}`}>
                <h2 id={`shop-tools-${g.key}`} className="shop-heading">
                  {g.title}
                </h2>
                <Grid columns={4} gap={8} className="shop-tools">
                  {g.tools.map((tool) => (
                    <Grid.Item key={tool.to}>
                      <Link className="shop-tool" to={tool.to} data-testid="shop-tool">
                        <span className="shop-tool-glyph" aria-hidden>
                          {tool.glyph}
                        </span>
                        <span>{tool.label}</span>
                      </Link>
                    </Grid.Item>
                  ))}
                </Grid>
              </section>
            ))}
            <p className="shop-muted shop-note">{t.freeToolsNote}</p>
          </>
        )}
      </QueryState>
    </div>
  );
}
