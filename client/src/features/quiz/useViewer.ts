// Who the caller is to the quiz pages: an expert (may publish plans).
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

const Viewer = graphql(`
  query QuizViewer {
    me {
      id
      isExpert
    }
  }
`);

export function useViewer(skip = false) {
  const q = useQuery(Viewer, { skip, context: { silent: true } });
  return { ...q, me: q.data?.me };
}
