// pages/index/index: the announcement from system config.
import { useQuery } from '@apollo/client';
import { graphql } from '../../gql';
import { homeText as t } from './strings';

const Announcement = graphql(`
  query Announcement {
    systemConfig(type: "ANNOUNCEMENT") {
      typeStringValue
    }
  }
`);

export function HomePage() {
  const { data } = useQuery(Announcement, { context: { silent: true } });
  return (
    <div className="page home">
      <h1>{t.welcome}</h1>
      {data?.systemConfig?.typeStringValue && (
        <section className="notice">
          <b>{t.announcement}</b>
          <p>{data.systemConfig.typeStringValue}</p>
        </section>
      )}
    </div>
  );
}
