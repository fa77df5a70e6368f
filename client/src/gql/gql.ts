/* eslint-disable */
import * as types from './graphql';
import { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation SubmitFeedback($input: SubmitFeedbackInput!) {\n    submitFeedback(input: $input) {\n      feedback {\n        id\n        state\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.SubmitFeedbackDocument,
    "\n  query MyFeedback {\n    myFeedback(first: 50) {\n      edges {\n        node {\n          id\n          content\n          state\n          reply\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.MyFeedbackDocument,
    "\n  fragment FollowRow_member on FollowMember {\n    id\n    nickname\n    isFollowedByMe\n    isExpert\n  }\n": typeof types.FollowRow_MemberFragmentDoc,
    "\n  fragment FollowLists_page on FollowConnection {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        ...FollowRow_member\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.FollowLists_PageFragmentDoc,
    "\n  query FansList($id: ID!, $after: String) {\n    followers(memberId: $id, first: 20, after: $after) {\n      ...FollowLists_page\n    }\n  }\n": typeof types.FansListDocument,
    "\n  query FollowingList($id: ID!, $after: String) {\n    following(memberId: $id, first: 20, after: $after) {\n      ...FollowLists_page\n    }\n  }\n": typeof types.FollowingListDocument,
    "\n  mutation FollowBack($id: ID!) {\n    followMember(input: { memberId: $id }) {\n      changed\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.FollowBackDocument,
    "\n  query MemberPage($id: ID!) {\n    member(id: $id) {\n      id\n      nickname\n      followerCount\n      followingCount\n      isExpert\n      isFollowedByMe\n    }\n  }\n": typeof types.MemberPageDocument,
    "\n  mutation Follow($id: ID!) {\n    followMember(input: { memberId: $id }) {\n      member {\n        id\n        isFollowedByMe\n        followerCount\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.FollowDocument,
    "\n  mutation Unfollow($id: ID!) {\n    unfollowMember(input: { memberId: $id }) {\n      member {\n        id\n        isFollowedByMe\n        followerCount\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.UnfollowDocument,
    "\n  query HomeDraws {\n    systemConfig(type: \"ANNOUNCEMENT\") {\n      stringValue\n    }\n    latestDraws {\n      game\n      issue\n      drawDate\n      pool {\n        fen\n      }\n      ...DrawBalls_draw\n    }\n    drawSchedules {\n      game\n      nextDrawAt\n    }\n  }\n": typeof types.HomeDrawsDocument,
    "\n  query InviteRankPage {\n    inviteRank(first: 20) {\n      items {\n        ranking\n        count\n        member {\n          id\n          nickname\n        }\n      }\n      ranking\n    }\n  }\n": typeof types.InviteRankPageDocument,
    "\n  query InviteLanding($code: String!) {\n    inviteLanding(code: $code) {\n      isDistributorCode\n      inviter {\n        id\n        nickname\n      }\n    }\n  }\n": typeof types.InviteLandingDocument,
    "\n  query SharePage {\n    inviteShareInfo {\n      code\n      inviteCount\n      invitePoints\n      rewardPoints\n    }\n  }\n": typeof types.SharePageDocument,
    "\n  fragment LoginPage_token on TokenObject {\n    token\n    expiresAt\n  }\n": typeof types.LoginPage_TokenFragmentDoc,
    "\n  fragment LoginPage_member on Member {\n    id\n    nickname\n  }\n": typeof types.LoginPage_MemberFragmentDoc,
    "\n  mutation SendCode($input: SendVerificationCodeInput!) {\n    sendVerificationCode(input: $input) {\n      sent\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.SendCodeDocument,
    "\n  mutation LoginByCode($input: LoginByPhoneCodeInput!) {\n    loginByPhoneCode(input: $input) {\n      isNewMember\n      token {\n        ...LoginPage_token\n      }\n      member {\n        ...LoginPage_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.LoginByCodeDocument,
    "\n  mutation CarrierLogin($input: LoginByCarrierTokenInput!) {\n    loginByCarrierToken(input: $input) {\n      token {\n        ...LoginPage_token\n      }\n      member {\n        ...LoginPage_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.CarrierLoginDocument,
    "\n  mutation WeChatLogin($input: LoginByWeChatCodeInput!) {\n    loginByWeChatCode(input: $input) {\n      token {\n        ...LoginPage_token\n      }\n      member {\n        ...LoginPage_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.WeChatLoginDocument,
    "\n  query OrderCount($input: SplitOrderInput!) {\n    splitOrder(input: $input) {\n      bets\n      cost {\n        yuan\n      }\n      ticketCount\n    }\n  }\n": typeof types.OrderCountDocument,
    "\n  mutation SaveSelection($input: SaveSelectionInput!) {\n    saveSelection(input: $input) {\n      selection {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.SaveSelectionDocument,
    "\n  query ResultIssues($game: Game!) {\n    drawHistory(game: $game, first: 30) {\n      edges {\n        node {\n          issue\n          drawDate\n        }\n      }\n    }\n  }\n": typeof types.ResultIssuesDocument,
    "\n  query CheckTicket($game: Game!, $issue: String!, $ticket: TicketInput!) {\n    checkTicket(game: $game, issue: $issue, ticket: $ticket) {\n      issue\n      drawDate\n      mainNumbers\n      extraNumbers\n      bets\n      cost {\n        yuan\n      }\n      ...PrizeLines_result\n    }\n  }\n": typeof types.CheckTicketDocument,
    "\n  query DigitPlayCount($input: BetCountInput!) {\n    betCount(input: $input) {\n      bets\n      cost {\n        yuan\n      }\n      tickets\n    }\n  }\n": typeof types.DigitPlayCountDocument,
    "\n  query DrawHistoryPage($game: Game!, $after: String) {\n    drawHistory(game: $game, first: 30, after: $after) {\n      edges {\n        node {\n          issue\n          drawDate\n          prizeList {\n            ...PrizeList_prize\n          }\n          pool {\n            fen\n          }\n          ...DrawBalls_draw\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.DrawHistoryPageDocument,
    "\n  fragment PrizeList_prize on DrawPrize {\n    tier\n    name\n    amount {\n      yuan\n    }\n    additional {\n      yuan\n    }\n    winners\n  }\n": typeof types.PrizeList_PrizeFragmentDoc,
    "\n  fragment PrizeLines_result on TicketResult {\n    boosted\n    total {\n      yuan\n    }\n    lines {\n      tier\n      name\n      bets\n      amount {\n        yuan\n      }\n      additional {\n        fen\n        yuan\n      }\n      total {\n        yuan\n      }\n    }\n  }\n": typeof types.PrizeLines_ResultFragmentDoc,
    "\n  query MySelections {\n    mySelections(first: 50) {\n      edges {\n        node {\n          id\n          ...SelectionSummary_selection\n        }\n      }\n    }\n  }\n": typeof types.MySelectionsDocument,
    "\n  mutation DeleteSelection($id: ID!) {\n    deleteSelection(input: { id: $id }) {\n      deletedId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.DeleteSelectionDocument,
    "\n  query LotteryReplay($game: Game!, $ticket: TicketInput!, $last: Int!) {\n    lotteryReplay(game: $game, ticket: $ticket, last: $last) {\n      draws\n      wonDraws\n      cost {\n        yuan\n      }\n      won {\n        yuan\n      }\n      unknownLines\n      results {\n        issue\n        drawDate\n        mainNumbers\n        extraNumbers\n        lines {\n          tier\n        }\n        ...PrizeLines_result\n      }\n    }\n  }\n": typeof types.LotteryReplayDocument,
    "\n  query SavedSelectionInfo($id: ID!) {\n    savedSelection(id: $id) {\n      id\n      game\n      mainNumbers\n      extraNumbers\n      multiple\n      createdAt\n      ...SelectionSummary_selection\n    }\n  }\n": typeof types.SavedSelectionInfoDocument,
    "\n  query SelectNumbers($input: SelectNumbersInput!) {\n    selectNumbers(input: $input) {\n      bets\n      cost {\n        yuan\n      }\n      reds\n      blues\n    }\n  }\n": typeof types.SelectNumbersDocument,
    "\n  mutation SaveSelectedBet($main: [Int!]!, $extra: [Int!]!) {\n    saveSelection(input: { game: SSQ, mainNumbers: $main, extraNumbers: $extra }) {\n      selection {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.SaveSelectedBetDocument,
    "\n  fragment SelectionSummary_selection on SavedSelection {\n    game\n    mainNumbers\n    extraNumbers\n    bets\n    multiple\n    cost {\n      yuan\n    }\n    tickets\n  }\n": typeof types.SelectionSummary_SelectionFragmentDoc,
    "\n  query SplitInfo($id: ID!, $after: String) {\n    splitRecord(id: $id) {\n      record {\n        game\n        ...SplitRecordHead_record\n      }\n      split {\n        ...SplitTickets_split\n      }\n    }\n  }\n": typeof types.SplitInfoDocument,
    "\n  query SplitOrder($input: SplitOrderInput!, $after: String) {\n    splitOrder(input: $input) {\n      ...SplitTickets_split\n    }\n  }\n": typeof types.SplitOrderDocument,
    "\n  mutation SaveSplit($order: SplitOrderInput!) {\n    saveSplit(input: { order: $order }) {\n      splitRecord {\n        record {\n          id\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.SaveSplitDocument,
    "\n  fragment SplitRecordHead_record on SplitRecord {\n    game\n    zones {\n      dan\n      tuo\n    }\n    multiple\n    additional\n    bets\n    cost {\n      yuan\n    }\n    ticketCount\n    createdAt\n  }\n": typeof types.SplitRecordHead_RecordFragmentDoc,
    "\n  query MySplits($after: String) {\n    mySplits(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          ...SplitRecordHead_record\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.MySplitsDocument,
    "\n  mutation DeleteSplit($id: ID!) {\n    deleteSplit(input: { id: $id }) {\n      deletedId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.DeleteSplitDocument,
    "\n  fragment SplitTicketRow_ticket on SplitTicket {\n    bets\n    multiple\n    cost {\n      yuan\n    }\n    zones {\n      dan\n      tuo\n    }\n    singleBets(first: 10)\n  }\n": typeof types.SplitTicketRow_TicketFragmentDoc,
    "\n  fragment SplitTickets_split on OrderSplit {\n    bets\n    cost {\n      yuan\n    }\n    ticketCount\n    tickets(first: 30, after: $after) {\n      nodes {\n        ...SplitTicketRow_ticket\n      }\n    }\n  }\n": typeof types.SplitTickets_SplitFragmentDoc,
    "\n  fragment MessageCentre_message on Message {\n    id\n    title\n    content\n    messageType\n    isRead\n    createdAt\n  }\n": typeof types.MessageCentre_MessageFragmentDoc,
    "\n  query MessageCentre($after: String) {\n    myMessages(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...MessageCentre_message\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.MessageCentreDocument,
    "\n  mutation MarkRead($ids: [ID!], $all: Boolean) {\n    markMessagesRead(input: { ids: $ids, all: $all }) {\n      unreadCount\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.MarkReadDocument,
    "\n  mutation MarkUnread($ids: [ID!]) {\n    markMessagesUnread(input: { ids: $ids }) {\n      unreadCount\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.MarkUnreadDocument,
    "\n  subscription MessageReceived {\n    messageReceived {\n      id\n    }\n  }\n": typeof types.MessageReceivedDocument,
    "\n  fragment MyPage_member on Member {\n    id\n    nickname\n    avatar\n    points\n    followingCount\n    followerCount\n    vipLevel\n  }\n": typeof types.MyPage_MemberFragmentDoc,
    "\n  query MyPage {\n    me {\n      ...MyPage_member\n    }\n    unreadMessageCount\n    checkInStatus {\n      checkedInToday\n      continuousDays\n      todayReward\n    }\n  }\n": typeof types.MyPageDocument,
    "\n  subscription UnreadCount {\n    unreadCount\n  }\n": typeof types.UnreadCountDocument,
    "\n  subscription MyCounts {\n    myCounts {\n      followingCount\n      followerCount\n      points\n    }\n  }\n": typeof types.MyCountsDocument,
    "\n  mutation CheckIn {\n    checkIn(input: {}) {\n      checkIn {\n        points\n        continuousDays\n      }\n      balance\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.CheckInDocument,
    "\n  query NumeralDraws($game: Game!, $first: Int!) {\n    drawHistory(game: $game, first: $first) {\n      nodes {\n        issue\n        drawDate\n        mainNumbers\n        ...DrawBalls_draw\n      }\n    }\n  }\n": typeof types.NumeralDrawsDocument,
    "\n  query CheckInPage($month: String!) {\n    checkInStatus {\n      today\n      checkedInToday\n      continuousDays\n      todayReward\n      rewards\n    }\n    checkInCalendar(month: $month) {\n      day\n      points\n    }\n  }\n": typeof types.CheckInPageDocument,
    "\n  mutation CheckInNow {\n    checkIn(input: {}) {\n      checkIn {\n        points\n        continuousDays\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.CheckInNowDocument,
    "\n  query PointsHistoryPage($after: String) {\n    points\n    pointsHistory(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          points\n          direction\n          description\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.PointsHistoryPageDocument,
    "\n  query AccountPage {\n    me {\n      id\n      phone\n      nickname\n    }\n    myAddresses {\n      id\n      name\n      phone\n      province\n      city\n      address\n      isDefault\n    }\n  }\n": typeof types.AccountPageDocument,
    "\n  mutation SaveAddress($input: SetDeliveryAddressInput!) {\n    setDeliveryAddress(input: $input) {\n      address {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.SaveAddressDocument,
    "\n  mutation RealNameAuth($input: VerifyRealNameInput!) {\n    verifyRealName(input: $input) {\n      member {\n        id\n        isRealNameAuth\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.RealNameAuthDocument,
    "\n  query SettingsPage {\n    me {\n      id\n      nickname\n      avatar\n      province\n      city\n      isRealNameAuth\n      isWeChatBound\n    }\n  }\n": typeof types.SettingsPageDocument,
    "\n  mutation BindWeChat($code: String!) {\n    bindWeChat(input: { code: $code }) {\n      member {\n        id\n        isWeChatBound\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.BindWeChatDocument,
    "\n  mutation SaveNickname($nickname: String!) {\n    updateNickname(input: { nickname: $nickname }) {\n      member {\n        id\n        nickname\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.SaveNicknameDocument,
    "\n  mutation SaveAvatar($fileId: String!) {\n    updateAvatar(input: { fileId: $fileId }) {\n      member {\n        id\n        avatar\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.SaveAvatarDocument,
    "\n  mutation SaveLocation($input: UpdateLocationInput!) {\n    updateLocation(input: $input) {\n      member {\n        id\n        province\n        city\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.SaveLocationDocument,
    "\n  query ExchangeRecords {\n    myRedemptions(first: 50) {\n      edges {\n        node {\n          id\n          itemName\n          quantity\n          points\n          status\n          trackingNo\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.ExchangeRecordsDocument,
    "\n  query ShopPage {\n    points\n    shopItems(first: 50) {\n      edges {\n        node {\n          id\n          name\n          description\n          images\n          pricePoints\n          stock\n        }\n      }\n    }\n    myAddresses {\n      id\n      isDefault\n    }\n  }\n": typeof types.ShopPageDocument,
    "\n  mutation RedeemItem($input: RedeemInput!) {\n    redeem(input: $input) {\n      redemption {\n        id\n        points\n        status\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.RedeemItemDocument,
    "\n  query SportsAnalyseDay($date: Date!) {\n    sportsMatches(game: JCZQ, date: $date) {\n      id\n      matchNum\n      league\n      home\n      away\n      sample\n    }\n  }\n": typeof types.SportsAnalyseDayDocument,
    "\n  query SportsRules($game: SportsGame!) {\n    sportsPlayTypes(game: $game) {\n      play\n      name\n      options\n      maxGames\n      minGames\n    }\n    sportsPassTypes(game: $game) {\n      name\n      games\n      bets\n      sizes\n    }\n  }\n": typeof types.SportsRulesDocument,
    "\n  query SportsDayMatches($game: SportsGame!, $date: Date!) {\n    sportsMatches(game: $game, date: $date) {\n      id\n      matchNum\n      home\n      away\n      handicap\n      totalLine\n      sample\n      state\n      odds {\n        play\n      }\n      ...MatchCard_match\n    }\n  }\n": typeof types.SportsDayMatchesDocument,
    "\n  query SportsDetail($input: SportsSelectionInput!, $after: String) {\n    sportsBreakdown(input: $input) {\n      ...QuoteFigures_breakdown\n      hits {\n        hits\n        sizes\n        winningBets\n        minBonus {\n          yuan\n        }\n        maxBonus {\n          yuan\n        }\n      }\n      singles(first: 20, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          bonus {\n            yuan\n          }\n          capped\n          legs {\n            match\n            optionName\n            odds\n          }\n        }\n      }\n    }\n  }\n": typeof types.SportsDetailDocument,
    "\n  query SportsOptimizeDetail($input: SportsSelectionInput!, $strategy: BonusStrategy!) {\n    sportsOptimize(input: $input, strategy: $strategy) {\n      multiples\n      returns {\n        yuan\n      }\n    }\n  }\n": typeof types.SportsOptimizeDetailDocument,
    "\n  query SportsCheck($input: SportsSelectionInput!) {\n    sportsPrizeCheck(input: $input) {\n      winningBets\n      pendingBets\n      won {\n        yuan\n      }\n    }\n  }\n": typeof types.SportsCheckDocument,
    "\n  query SportsMatchDays($game: SportsGame!) {\n    sportsMatchDays(game: $game, first: 14)\n  }\n": typeof types.SportsMatchDaysDocument,
    "\n  query SportsIssues {\n    sportsIssues(game: CTZQ, first: 10) {\n      issue\n      closeDate\n    }\n  }\n": typeof types.SportsIssuesDocument,
    "\n  fragment MatchCard_match on SportsMatch {\n    id\n    matchNum\n    league\n    home\n    away\n    handicap\n    totalLine\n    state\n    sample\n    odds {\n      play\n      odds\n    }\n  }\n": typeof types.MatchCard_MatchFragmentDoc,
    "\n  query SportsOddsHistory($id: ID!, $play: SportsPlayType!, $game: SportsGame!) {\n    node(id: $id) {\n      ... on SportsMatch {\n        id\n        oddsHistory(play: $play) {\n          recordedAt\n          odds\n        }\n      }\n    }\n    sportsPlayTypes(game: $game) {\n      play\n      name\n      options\n    }\n  }\n": typeof types.SportsOddsHistoryDocument,
    "\n  query SportsOrderMatches($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      ... on SportsMatch {\n        id\n        matchNum\n        home\n        away\n        sample\n        state\n        fullTime {\n          home\n          away\n        }\n      }\n    }\n    plays: sportsPlayTypes(game: JCZQ) {\n      play\n      options\n    }\n    basketball: sportsPlayTypes(game: JCLQ) {\n      play\n      options\n    }\n    beidan: sportsPlayTypes(game: BJDC) {\n      play\n      options\n    }\n  }\n": typeof types.SportsOrderMatchesDocument,
    "\n  query SportsQuote($input: SportsSelectionInput!) {\n    sportsBreakdown(input: $input) {\n      ...QuoteFigures_breakdown\n    }\n  }\n": typeof types.SportsQuoteDocument,
    "\n  fragment QuoteFigures_breakdown on SportsBreakdown {\n    bets\n    cost {\n      yuan\n    }\n    minBonus {\n      yuan\n    }\n    maxBonus {\n      yuan\n    }\n  }\n": typeof types.QuoteFigures_BreakdownFragmentDoc,
    "\n  query MySportsSelections($after: String) {\n    mySportsSelections(first: 20, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        game\n        passTypes\n        multiple\n        bets\n        ticketCount\n        createdAt\n        cost {\n          yuan\n        }\n        matches {\n          matchId\n          banker\n          handicap\n          totalLine\n          picks {\n            play\n            option\n            odds\n          }\n        }\n        prizeCheck {\n          winningBets\n          pendingBets\n          won {\n            yuan\n          }\n        }\n      }\n    }\n  }\n": typeof types.MySportsSelectionsDocument,
    "\n  mutation DeleteSportsSelection($id: ID!) {\n    deleteSportsSelection(input: { id: $id }) {\n      deletedId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.DeleteSportsSelectionDocument,
    "\n  query SportsShareFigures($input: SportsSelectionInput!) {\n    sportsBreakdown(input: $input) {\n      ...QuoteFigures_breakdown\n    }\n  }\n": typeof types.SportsShareFiguresDocument,
    "\n  fragment ResultRow_match on SportsMatch {\n    id\n    matchNum\n    league\n    home\n    away\n    state\n    fullTime {\n      home\n      away\n    }\n    halfTime {\n      home\n      away\n    }\n    results {\n      play\n      optionName\n    }\n  }\n": typeof types.ResultRow_MatchFragmentDoc,
    "\n  query SportsDayResults($game: SportsGame!, $date: Date!) {\n    sportsMatches(game: $game, date: $date) {\n      id\n      sample\n      ...ResultRow_match\n    }\n  }\n": typeof types.SportsDayResultsDocument,
    "\n  query SportsIssueResults($issue: String!) {\n    sportsIssue(game: CTZQ, issue: $issue) {\n      issue\n      sample\n      matches {\n        id\n        ...ResultRow_match\n      }\n      sfc: results(pool: SFC14)\n      bqc: results(pool: BQC6)\n      jq: results(pool: JQ4)\n      prizes {\n        pool\n        tier\n        bets\n        prize {\n          yuan\n        }\n      }\n    }\n  }\n": typeof types.SportsIssueResultsDocument,
    "\n  mutation SaveSportsSelection($selection: SportsSelectionInput!) {\n    saveSportsSelection(input: { selection: $selection }) {\n      sportsSelection {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.SaveSportsSelectionDocument,
    "\n  query SportsSplitTickets($input: SportsSelectionInput!, $after: String) {\n    sportsSplit(input: $input) {\n      bets\n      ticketCount\n      cost {\n        yuan\n      }\n      tickets(first: 20, after: $after) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          bets\n          multiple\n          cost {\n            yuan\n          }\n          legs {\n            match\n            play\n            options\n          }\n        }\n      }\n    }\n  }\n": typeof types.SportsSplitTicketsDocument,
    "\n  query SportsMatchAnalysis($id: ID!) {\n    node(id: $id) {\n      ... on SportsMatch {\n        id\n        game\n        matchNum\n        league\n        home\n        away\n        sample\n        odds {\n          play\n        }\n        analysis(last: 10) {\n          home {\n            ...Record_record\n          }\n          away {\n            ...Record_record\n          }\n          headToHead {\n            ...Record_record\n          }\n        }\n      }\n    }\n  }\n": typeof types.SportsMatchAnalysisDocument,
    "\n  fragment Record_record on SportsRecord {\n    played\n    wins\n    draws\n    losses\n    goalsFor\n    goalsAgainst\n    bothScored\n    overTwoAndAHalf\n    form\n  }\n": typeof types.Record_RecordFragmentDoc,
    "\n  query CtzqIssueMatches($issue: String!) {\n    sportsIssue(game: CTZQ, issue: $issue) {\n      issue\n      closeDate\n      sample\n      matches {\n        id\n        matchNum\n        home\n        away\n      }\n    }\n  }\n": typeof types.CtzqIssueMatchesDocument,
    "\n  query CtzqTicketQuote($input: CtzqTicketInput!, $multiple: Int, $issue: String!) {\n    ctzqQuote(input: $input, multiple: $multiple) {\n      bets\n      cost {\n        yuan\n      }\n    }\n    ctzqCheck(issue: $issue, input: $input, multiple: $multiple) {\n      won {\n        yuan\n      }\n      announced\n      tiers {\n        tier\n        bets\n      }\n    }\n  }\n": typeof types.CtzqTicketQuoteDocument,
    "\n  query ParityStatistics($game: Game!, $last: Int!) {\n    trend(game: $game, last: $last) {\n      shapes {\n        issue\n        odd\n        even\n        big\n        small\n        sum\n        span\n        consecutive\n      }\n    }\n  }\n": typeof types.ParityStatisticsDocument,
    "\n  query TrendDraws($game: Game!, $last: Int!) {\n    drawHistory(game: $game, first: $last) {\n      nodes {\n        issue\n        mainNumbers\n        extraNumbers\n      }\n    }\n  }\n": typeof types.TrendDrawsDocument,
    "\n  mutation RefreshToken {\n    refreshToken(input: {}) {\n      token {\n        token\n        expiresAt\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.RefreshTokenDocument,
    "\n  query SessionMember {\n    me {\n      id\n      nickname\n    }\n  }\n": typeof types.SessionMemberDocument,
    "\n  mutation Logout {\n    logout(input: {}) {\n      done\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  fragment DrawBalls_draw on Draw {\n    mainNumbers\n    extraNumbers\n  }\n": typeof types.DrawBalls_DrawFragmentDoc,
};
const documents: Documents = {
    "\n  mutation SubmitFeedback($input: SubmitFeedbackInput!) {\n    submitFeedback(input: $input) {\n      feedback {\n        id\n        state\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.SubmitFeedbackDocument,
    "\n  query MyFeedback {\n    myFeedback(first: 50) {\n      edges {\n        node {\n          id\n          content\n          state\n          reply\n          createdAt\n        }\n      }\n    }\n  }\n": types.MyFeedbackDocument,
    "\n  fragment FollowRow_member on FollowMember {\n    id\n    nickname\n    isFollowedByMe\n    isExpert\n  }\n": types.FollowRow_MemberFragmentDoc,
    "\n  fragment FollowLists_page on FollowConnection {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        ...FollowRow_member\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n": types.FollowLists_PageFragmentDoc,
    "\n  query FansList($id: ID!, $after: String) {\n    followers(memberId: $id, first: 20, after: $after) {\n      ...FollowLists_page\n    }\n  }\n": types.FansListDocument,
    "\n  query FollowingList($id: ID!, $after: String) {\n    following(memberId: $id, first: 20, after: $after) {\n      ...FollowLists_page\n    }\n  }\n": types.FollowingListDocument,
    "\n  mutation FollowBack($id: ID!) {\n    followMember(input: { memberId: $id }) {\n      changed\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.FollowBackDocument,
    "\n  query MemberPage($id: ID!) {\n    member(id: $id) {\n      id\n      nickname\n      followerCount\n      followingCount\n      isExpert\n      isFollowedByMe\n    }\n  }\n": types.MemberPageDocument,
    "\n  mutation Follow($id: ID!) {\n    followMember(input: { memberId: $id }) {\n      member {\n        id\n        isFollowedByMe\n        followerCount\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.FollowDocument,
    "\n  mutation Unfollow($id: ID!) {\n    unfollowMember(input: { memberId: $id }) {\n      member {\n        id\n        isFollowedByMe\n        followerCount\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.UnfollowDocument,
    "\n  query HomeDraws {\n    systemConfig(type: \"ANNOUNCEMENT\") {\n      stringValue\n    }\n    latestDraws {\n      game\n      issue\n      drawDate\n      pool {\n        fen\n      }\n      ...DrawBalls_draw\n    }\n    drawSchedules {\n      game\n      nextDrawAt\n    }\n  }\n": types.HomeDrawsDocument,
    "\n  query InviteRankPage {\n    inviteRank(first: 20) {\n      items {\n        ranking\n        count\n        member {\n          id\n          nickname\n        }\n      }\n      ranking\n    }\n  }\n": types.InviteRankPageDocument,
    "\n  query InviteLanding($code: String!) {\n    inviteLanding(code: $code) {\n      isDistributorCode\n      inviter {\n        id\n        nickname\n      }\n    }\n  }\n": types.InviteLandingDocument,
    "\n  query SharePage {\n    inviteShareInfo {\n      code\n      inviteCount\n      invitePoints\n      rewardPoints\n    }\n  }\n": types.SharePageDocument,
    "\n  fragment LoginPage_token on TokenObject {\n    token\n    expiresAt\n  }\n": types.LoginPage_TokenFragmentDoc,
    "\n  fragment LoginPage_member on Member {\n    id\n    nickname\n  }\n": types.LoginPage_MemberFragmentDoc,
    "\n  mutation SendCode($input: SendVerificationCodeInput!) {\n    sendVerificationCode(input: $input) {\n      sent\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.SendCodeDocument,
    "\n  mutation LoginByCode($input: LoginByPhoneCodeInput!) {\n    loginByPhoneCode(input: $input) {\n      isNewMember\n      token {\n        ...LoginPage_token\n      }\n      member {\n        ...LoginPage_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.LoginByCodeDocument,
    "\n  mutation CarrierLogin($input: LoginByCarrierTokenInput!) {\n    loginByCarrierToken(input: $input) {\n      token {\n        ...LoginPage_token\n      }\n      member {\n        ...LoginPage_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.CarrierLoginDocument,
    "\n  mutation WeChatLogin($input: LoginByWeChatCodeInput!) {\n    loginByWeChatCode(input: $input) {\n      token {\n        ...LoginPage_token\n      }\n      member {\n        ...LoginPage_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.WeChatLoginDocument,
    "\n  query OrderCount($input: SplitOrderInput!) {\n    splitOrder(input: $input) {\n      bets\n      cost {\n        yuan\n      }\n      ticketCount\n    }\n  }\n": types.OrderCountDocument,
    "\n  mutation SaveSelection($input: SaveSelectionInput!) {\n    saveSelection(input: $input) {\n      selection {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.SaveSelectionDocument,
    "\n  query ResultIssues($game: Game!) {\n    drawHistory(game: $game, first: 30) {\n      edges {\n        node {\n          issue\n          drawDate\n        }\n      }\n    }\n  }\n": types.ResultIssuesDocument,
    "\n  query CheckTicket($game: Game!, $issue: String!, $ticket: TicketInput!) {\n    checkTicket(game: $game, issue: $issue, ticket: $ticket) {\n      issue\n      drawDate\n      mainNumbers\n      extraNumbers\n      bets\n      cost {\n        yuan\n      }\n      ...PrizeLines_result\n    }\n  }\n": types.CheckTicketDocument,
    "\n  query DigitPlayCount($input: BetCountInput!) {\n    betCount(input: $input) {\n      bets\n      cost {\n        yuan\n      }\n      tickets\n    }\n  }\n": types.DigitPlayCountDocument,
    "\n  query DrawHistoryPage($game: Game!, $after: String) {\n    drawHistory(game: $game, first: 30, after: $after) {\n      edges {\n        node {\n          issue\n          drawDate\n          prizeList {\n            ...PrizeList_prize\n          }\n          pool {\n            fen\n          }\n          ...DrawBalls_draw\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.DrawHistoryPageDocument,
    "\n  fragment PrizeList_prize on DrawPrize {\n    tier\n    name\n    amount {\n      yuan\n    }\n    additional {\n      yuan\n    }\n    winners\n  }\n": types.PrizeList_PrizeFragmentDoc,
    "\n  fragment PrizeLines_result on TicketResult {\n    boosted\n    total {\n      yuan\n    }\n    lines {\n      tier\n      name\n      bets\n      amount {\n        yuan\n      }\n      additional {\n        fen\n        yuan\n      }\n      total {\n        yuan\n      }\n    }\n  }\n": types.PrizeLines_ResultFragmentDoc,
    "\n  query MySelections {\n    mySelections(first: 50) {\n      edges {\n        node {\n          id\n          ...SelectionSummary_selection\n        }\n      }\n    }\n  }\n": types.MySelectionsDocument,
    "\n  mutation DeleteSelection($id: ID!) {\n    deleteSelection(input: { id: $id }) {\n      deletedId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.DeleteSelectionDocument,
    "\n  query LotteryReplay($game: Game!, $ticket: TicketInput!, $last: Int!) {\n    lotteryReplay(game: $game, ticket: $ticket, last: $last) {\n      draws\n      wonDraws\n      cost {\n        yuan\n      }\n      won {\n        yuan\n      }\n      unknownLines\n      results {\n        issue\n        drawDate\n        mainNumbers\n        extraNumbers\n        lines {\n          tier\n        }\n        ...PrizeLines_result\n      }\n    }\n  }\n": types.LotteryReplayDocument,
    "\n  query SavedSelectionInfo($id: ID!) {\n    savedSelection(id: $id) {\n      id\n      game\n      mainNumbers\n      extraNumbers\n      multiple\n      createdAt\n      ...SelectionSummary_selection\n    }\n  }\n": types.SavedSelectionInfoDocument,
    "\n  query SelectNumbers($input: SelectNumbersInput!) {\n    selectNumbers(input: $input) {\n      bets\n      cost {\n        yuan\n      }\n      reds\n      blues\n    }\n  }\n": types.SelectNumbersDocument,
    "\n  mutation SaveSelectedBet($main: [Int!]!, $extra: [Int!]!) {\n    saveSelection(input: { game: SSQ, mainNumbers: $main, extraNumbers: $extra }) {\n      selection {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.SaveSelectedBetDocument,
    "\n  fragment SelectionSummary_selection on SavedSelection {\n    game\n    mainNumbers\n    extraNumbers\n    bets\n    multiple\n    cost {\n      yuan\n    }\n    tickets\n  }\n": types.SelectionSummary_SelectionFragmentDoc,
    "\n  query SplitInfo($id: ID!, $after: String) {\n    splitRecord(id: $id) {\n      record {\n        game\n        ...SplitRecordHead_record\n      }\n      split {\n        ...SplitTickets_split\n      }\n    }\n  }\n": types.SplitInfoDocument,
    "\n  query SplitOrder($input: SplitOrderInput!, $after: String) {\n    splitOrder(input: $input) {\n      ...SplitTickets_split\n    }\n  }\n": types.SplitOrderDocument,
    "\n  mutation SaveSplit($order: SplitOrderInput!) {\n    saveSplit(input: { order: $order }) {\n      splitRecord {\n        record {\n          id\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.SaveSplitDocument,
    "\n  fragment SplitRecordHead_record on SplitRecord {\n    game\n    zones {\n      dan\n      tuo\n    }\n    multiple\n    additional\n    bets\n    cost {\n      yuan\n    }\n    ticketCount\n    createdAt\n  }\n": types.SplitRecordHead_RecordFragmentDoc,
    "\n  query MySplits($after: String) {\n    mySplits(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          ...SplitRecordHead_record\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.MySplitsDocument,
    "\n  mutation DeleteSplit($id: ID!) {\n    deleteSplit(input: { id: $id }) {\n      deletedId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.DeleteSplitDocument,
    "\n  fragment SplitTicketRow_ticket on SplitTicket {\n    bets\n    multiple\n    cost {\n      yuan\n    }\n    zones {\n      dan\n      tuo\n    }\n    singleBets(first: 10)\n  }\n": types.SplitTicketRow_TicketFragmentDoc,
    "\n  fragment SplitTickets_split on OrderSplit {\n    bets\n    cost {\n      yuan\n    }\n    ticketCount\n    tickets(first: 30, after: $after) {\n      nodes {\n        ...SplitTicketRow_ticket\n      }\n    }\n  }\n": types.SplitTickets_SplitFragmentDoc,
    "\n  fragment MessageCentre_message on Message {\n    id\n    title\n    content\n    messageType\n    isRead\n    createdAt\n  }\n": types.MessageCentre_MessageFragmentDoc,
    "\n  query MessageCentre($after: String) {\n    myMessages(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...MessageCentre_message\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.MessageCentreDocument,
    "\n  mutation MarkRead($ids: [ID!], $all: Boolean) {\n    markMessagesRead(input: { ids: $ids, all: $all }) {\n      unreadCount\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.MarkReadDocument,
    "\n  mutation MarkUnread($ids: [ID!]) {\n    markMessagesUnread(input: { ids: $ids }) {\n      unreadCount\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.MarkUnreadDocument,
    "\n  subscription MessageReceived {\n    messageReceived {\n      id\n    }\n  }\n": types.MessageReceivedDocument,
    "\n  fragment MyPage_member on Member {\n    id\n    nickname\n    avatar\n    points\n    followingCount\n    followerCount\n    vipLevel\n  }\n": types.MyPage_MemberFragmentDoc,
    "\n  query MyPage {\n    me {\n      ...MyPage_member\n    }\n    unreadMessageCount\n    checkInStatus {\n      checkedInToday\n      continuousDays\n      todayReward\n    }\n  }\n": types.MyPageDocument,
    "\n  subscription UnreadCount {\n    unreadCount\n  }\n": types.UnreadCountDocument,
    "\n  subscription MyCounts {\n    myCounts {\n      followingCount\n      followerCount\n      points\n    }\n  }\n": types.MyCountsDocument,
    "\n  mutation CheckIn {\n    checkIn(input: {}) {\n      checkIn {\n        points\n        continuousDays\n      }\n      balance\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.CheckInDocument,
    "\n  query NumeralDraws($game: Game!, $first: Int!) {\n    drawHistory(game: $game, first: $first) {\n      nodes {\n        issue\n        drawDate\n        mainNumbers\n        ...DrawBalls_draw\n      }\n    }\n  }\n": types.NumeralDrawsDocument,
    "\n  query CheckInPage($month: String!) {\n    checkInStatus {\n      today\n      checkedInToday\n      continuousDays\n      todayReward\n      rewards\n    }\n    checkInCalendar(month: $month) {\n      day\n      points\n    }\n  }\n": types.CheckInPageDocument,
    "\n  mutation CheckInNow {\n    checkIn(input: {}) {\n      checkIn {\n        points\n        continuousDays\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.CheckInNowDocument,
    "\n  query PointsHistoryPage($after: String) {\n    points\n    pointsHistory(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          points\n          direction\n          description\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.PointsHistoryPageDocument,
    "\n  query AccountPage {\n    me {\n      id\n      phone\n      nickname\n    }\n    myAddresses {\n      id\n      name\n      phone\n      province\n      city\n      address\n      isDefault\n    }\n  }\n": types.AccountPageDocument,
    "\n  mutation SaveAddress($input: SetDeliveryAddressInput!) {\n    setDeliveryAddress(input: $input) {\n      address {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.SaveAddressDocument,
    "\n  mutation RealNameAuth($input: VerifyRealNameInput!) {\n    verifyRealName(input: $input) {\n      member {\n        id\n        isRealNameAuth\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.RealNameAuthDocument,
    "\n  query SettingsPage {\n    me {\n      id\n      nickname\n      avatar\n      province\n      city\n      isRealNameAuth\n      isWeChatBound\n    }\n  }\n": types.SettingsPageDocument,
    "\n  mutation BindWeChat($code: String!) {\n    bindWeChat(input: { code: $code }) {\n      member {\n        id\n        isWeChatBound\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.BindWeChatDocument,
    "\n  mutation SaveNickname($nickname: String!) {\n    updateNickname(input: { nickname: $nickname }) {\n      member {\n        id\n        nickname\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.SaveNicknameDocument,
    "\n  mutation SaveAvatar($fileId: String!) {\n    updateAvatar(input: { fileId: $fileId }) {\n      member {\n        id\n        avatar\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.SaveAvatarDocument,
    "\n  mutation SaveLocation($input: UpdateLocationInput!) {\n    updateLocation(input: $input) {\n      member {\n        id\n        province\n        city\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.SaveLocationDocument,
    "\n  query ExchangeRecords {\n    myRedemptions(first: 50) {\n      edges {\n        node {\n          id\n          itemName\n          quantity\n          points\n          status\n          trackingNo\n          createdAt\n        }\n      }\n    }\n  }\n": types.ExchangeRecordsDocument,
    "\n  query ShopPage {\n    points\n    shopItems(first: 50) {\n      edges {\n        node {\n          id\n          name\n          description\n          images\n          pricePoints\n          stock\n        }\n      }\n    }\n    myAddresses {\n      id\n      isDefault\n    }\n  }\n": types.ShopPageDocument,
    "\n  mutation RedeemItem($input: RedeemInput!) {\n    redeem(input: $input) {\n      redemption {\n        id\n        points\n        status\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.RedeemItemDocument,
    "\n  query SportsAnalyseDay($date: Date!) {\n    sportsMatches(game: JCZQ, date: $date) {\n      id\n      matchNum\n      league\n      home\n      away\n      sample\n    }\n  }\n": types.SportsAnalyseDayDocument,
    "\n  query SportsRules($game: SportsGame!) {\n    sportsPlayTypes(game: $game) {\n      play\n      name\n      options\n      maxGames\n      minGames\n    }\n    sportsPassTypes(game: $game) {\n      name\n      games\n      bets\n      sizes\n    }\n  }\n": types.SportsRulesDocument,
    "\n  query SportsDayMatches($game: SportsGame!, $date: Date!) {\n    sportsMatches(game: $game, date: $date) {\n      id\n      matchNum\n      home\n      away\n      handicap\n      totalLine\n      sample\n      state\n      odds {\n        play\n      }\n      ...MatchCard_match\n    }\n  }\n": types.SportsDayMatchesDocument,
    "\n  query SportsDetail($input: SportsSelectionInput!, $after: String) {\n    sportsBreakdown(input: $input) {\n      ...QuoteFigures_breakdown\n      hits {\n        hits\n        sizes\n        winningBets\n        minBonus {\n          yuan\n        }\n        maxBonus {\n          yuan\n        }\n      }\n      singles(first: 20, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          bonus {\n            yuan\n          }\n          capped\n          legs {\n            match\n            optionName\n            odds\n          }\n        }\n      }\n    }\n  }\n": types.SportsDetailDocument,
    "\n  query SportsOptimizeDetail($input: SportsSelectionInput!, $strategy: BonusStrategy!) {\n    sportsOptimize(input: $input, strategy: $strategy) {\n      multiples\n      returns {\n        yuan\n      }\n    }\n  }\n": types.SportsOptimizeDetailDocument,
    "\n  query SportsCheck($input: SportsSelectionInput!) {\n    sportsPrizeCheck(input: $input) {\n      winningBets\n      pendingBets\n      won {\n        yuan\n      }\n    }\n  }\n": types.SportsCheckDocument,
    "\n  query SportsMatchDays($game: SportsGame!) {\n    sportsMatchDays(game: $game, first: 14)\n  }\n": types.SportsMatchDaysDocument,
    "\n  query SportsIssues {\n    sportsIssues(game: CTZQ, first: 10) {\n      issue\n      closeDate\n    }\n  }\n": types.SportsIssuesDocument,
    "\n  fragment MatchCard_match on SportsMatch {\n    id\n    matchNum\n    league\n    home\n    away\n    handicap\n    totalLine\n    state\n    sample\n    odds {\n      play\n      odds\n    }\n  }\n": types.MatchCard_MatchFragmentDoc,
    "\n  query SportsOddsHistory($id: ID!, $play: SportsPlayType!, $game: SportsGame!) {\n    node(id: $id) {\n      ... on SportsMatch {\n        id\n        oddsHistory(play: $play) {\n          recordedAt\n          odds\n        }\n      }\n    }\n    sportsPlayTypes(game: $game) {\n      play\n      name\n      options\n    }\n  }\n": types.SportsOddsHistoryDocument,
    "\n  query SportsOrderMatches($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      ... on SportsMatch {\n        id\n        matchNum\n        home\n        away\n        sample\n        state\n        fullTime {\n          home\n          away\n        }\n      }\n    }\n    plays: sportsPlayTypes(game: JCZQ) {\n      play\n      options\n    }\n    basketball: sportsPlayTypes(game: JCLQ) {\n      play\n      options\n    }\n    beidan: sportsPlayTypes(game: BJDC) {\n      play\n      options\n    }\n  }\n": types.SportsOrderMatchesDocument,
    "\n  query SportsQuote($input: SportsSelectionInput!) {\n    sportsBreakdown(input: $input) {\n      ...QuoteFigures_breakdown\n    }\n  }\n": types.SportsQuoteDocument,
    "\n  fragment QuoteFigures_breakdown on SportsBreakdown {\n    bets\n    cost {\n      yuan\n    }\n    minBonus {\n      yuan\n    }\n    maxBonus {\n      yuan\n    }\n  }\n": types.QuoteFigures_BreakdownFragmentDoc,
    "\n  query MySportsSelections($after: String) {\n    mySportsSelections(first: 20, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        game\n        passTypes\n        multiple\n        bets\n        ticketCount\n        createdAt\n        cost {\n          yuan\n        }\n        matches {\n          matchId\n          banker\n          handicap\n          totalLine\n          picks {\n            play\n            option\n            odds\n          }\n        }\n        prizeCheck {\n          winningBets\n          pendingBets\n          won {\n            yuan\n          }\n        }\n      }\n    }\n  }\n": types.MySportsSelectionsDocument,
    "\n  mutation DeleteSportsSelection($id: ID!) {\n    deleteSportsSelection(input: { id: $id }) {\n      deletedId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.DeleteSportsSelectionDocument,
    "\n  query SportsShareFigures($input: SportsSelectionInput!) {\n    sportsBreakdown(input: $input) {\n      ...QuoteFigures_breakdown\n    }\n  }\n": types.SportsShareFiguresDocument,
    "\n  fragment ResultRow_match on SportsMatch {\n    id\n    matchNum\n    league\n    home\n    away\n    state\n    fullTime {\n      home\n      away\n    }\n    halfTime {\n      home\n      away\n    }\n    results {\n      play\n      optionName\n    }\n  }\n": types.ResultRow_MatchFragmentDoc,
    "\n  query SportsDayResults($game: SportsGame!, $date: Date!) {\n    sportsMatches(game: $game, date: $date) {\n      id\n      sample\n      ...ResultRow_match\n    }\n  }\n": types.SportsDayResultsDocument,
    "\n  query SportsIssueResults($issue: String!) {\n    sportsIssue(game: CTZQ, issue: $issue) {\n      issue\n      sample\n      matches {\n        id\n        ...ResultRow_match\n      }\n      sfc: results(pool: SFC14)\n      bqc: results(pool: BQC6)\n      jq: results(pool: JQ4)\n      prizes {\n        pool\n        tier\n        bets\n        prize {\n          yuan\n        }\n      }\n    }\n  }\n": types.SportsIssueResultsDocument,
    "\n  mutation SaveSportsSelection($selection: SportsSelectionInput!) {\n    saveSportsSelection(input: { selection: $selection }) {\n      sportsSelection {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.SaveSportsSelectionDocument,
    "\n  query SportsSplitTickets($input: SportsSelectionInput!, $after: String) {\n    sportsSplit(input: $input) {\n      bets\n      ticketCount\n      cost {\n        yuan\n      }\n      tickets(first: 20, after: $after) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          bets\n          multiple\n          cost {\n            yuan\n          }\n          legs {\n            match\n            play\n            options\n          }\n        }\n      }\n    }\n  }\n": types.SportsSplitTicketsDocument,
    "\n  query SportsMatchAnalysis($id: ID!) {\n    node(id: $id) {\n      ... on SportsMatch {\n        id\n        game\n        matchNum\n        league\n        home\n        away\n        sample\n        odds {\n          play\n        }\n        analysis(last: 10) {\n          home {\n            ...Record_record\n          }\n          away {\n            ...Record_record\n          }\n          headToHead {\n            ...Record_record\n          }\n        }\n      }\n    }\n  }\n": types.SportsMatchAnalysisDocument,
    "\n  fragment Record_record on SportsRecord {\n    played\n    wins\n    draws\n    losses\n    goalsFor\n    goalsAgainst\n    bothScored\n    overTwoAndAHalf\n    form\n  }\n": types.Record_RecordFragmentDoc,
    "\n  query CtzqIssueMatches($issue: String!) {\n    sportsIssue(game: CTZQ, issue: $issue) {\n      issue\n      closeDate\n      sample\n      matches {\n        id\n        matchNum\n        home\n        away\n      }\n    }\n  }\n": types.CtzqIssueMatchesDocument,
    "\n  query CtzqTicketQuote($input: CtzqTicketInput!, $multiple: Int, $issue: String!) {\n    ctzqQuote(input: $input, multiple: $multiple) {\n      bets\n      cost {\n        yuan\n      }\n    }\n    ctzqCheck(issue: $issue, input: $input, multiple: $multiple) {\n      won {\n        yuan\n      }\n      announced\n      tiers {\n        tier\n        bets\n      }\n    }\n  }\n": types.CtzqTicketQuoteDocument,
    "\n  query ParityStatistics($game: Game!, $last: Int!) {\n    trend(game: $game, last: $last) {\n      shapes {\n        issue\n        odd\n        even\n        big\n        small\n        sum\n        span\n        consecutive\n      }\n    }\n  }\n": types.ParityStatisticsDocument,
    "\n  query TrendDraws($game: Game!, $last: Int!) {\n    drawHistory(game: $game, first: $last) {\n      nodes {\n        issue\n        mainNumbers\n        extraNumbers\n      }\n    }\n  }\n": types.TrendDrawsDocument,
    "\n  mutation RefreshToken {\n    refreshToken(input: {}) {\n      token {\n        token\n        expiresAt\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.RefreshTokenDocument,
    "\n  query SessionMember {\n    me {\n      id\n      nickname\n    }\n  }\n": types.SessionMemberDocument,
    "\n  mutation Logout {\n    logout(input: {}) {\n      done\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.LogoutDocument,
    "\n  fragment DrawBalls_draw on Draw {\n    mainNumbers\n    extraNumbers\n  }\n": types.DrawBalls_DrawFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitFeedback($input: SubmitFeedbackInput!) {\n    submitFeedback(input: $input) {\n      feedback {\n        id\n        state\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitFeedback($input: SubmitFeedbackInput!) {\n    submitFeedback(input: $input) {\n      feedback {\n        id\n        state\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyFeedback {\n    myFeedback(first: 50) {\n      edges {\n        node {\n          id\n          content\n          state\n          reply\n          createdAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyFeedback {\n    myFeedback(first: 50) {\n      edges {\n        node {\n          id\n          content\n          state\n          reply\n          createdAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FollowRow_member on FollowMember {\n    id\n    nickname\n    isFollowedByMe\n    isExpert\n  }\n"): (typeof documents)["\n  fragment FollowRow_member on FollowMember {\n    id\n    nickname\n    isFollowedByMe\n    isExpert\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FollowLists_page on FollowConnection {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        ...FollowRow_member\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  fragment FollowLists_page on FollowConnection {\n    totalCount\n    edges {\n      cursor\n      node {\n        id\n        ...FollowRow_member\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FansList($id: ID!, $after: String) {\n    followers(memberId: $id, first: 20, after: $after) {\n      ...FollowLists_page\n    }\n  }\n"): (typeof documents)["\n  query FansList($id: ID!, $after: String) {\n    followers(memberId: $id, first: 20, after: $after) {\n      ...FollowLists_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FollowingList($id: ID!, $after: String) {\n    following(memberId: $id, first: 20, after: $after) {\n      ...FollowLists_page\n    }\n  }\n"): (typeof documents)["\n  query FollowingList($id: ID!, $after: String) {\n    following(memberId: $id, first: 20, after: $after) {\n      ...FollowLists_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowBack($id: ID!) {\n    followMember(input: { memberId: $id }) {\n      changed\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FollowBack($id: ID!) {\n    followMember(input: { memberId: $id }) {\n      changed\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberPage($id: ID!) {\n    member(id: $id) {\n      id\n      nickname\n      followerCount\n      followingCount\n      isExpert\n      isFollowedByMe\n    }\n  }\n"): (typeof documents)["\n  query MemberPage($id: ID!) {\n    member(id: $id) {\n      id\n      nickname\n      followerCount\n      followingCount\n      isExpert\n      isFollowedByMe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Follow($id: ID!) {\n    followMember(input: { memberId: $id }) {\n      member {\n        id\n        isFollowedByMe\n        followerCount\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Follow($id: ID!) {\n    followMember(input: { memberId: $id }) {\n      member {\n        id\n        isFollowedByMe\n        followerCount\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Unfollow($id: ID!) {\n    unfollowMember(input: { memberId: $id }) {\n      member {\n        id\n        isFollowedByMe\n        followerCount\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Unfollow($id: ID!) {\n    unfollowMember(input: { memberId: $id }) {\n      member {\n        id\n        isFollowedByMe\n        followerCount\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeDraws {\n    systemConfig(type: \"ANNOUNCEMENT\") {\n      stringValue\n    }\n    latestDraws {\n      game\n      issue\n      drawDate\n      pool {\n        fen\n      }\n      ...DrawBalls_draw\n    }\n    drawSchedules {\n      game\n      nextDrawAt\n    }\n  }\n"): (typeof documents)["\n  query HomeDraws {\n    systemConfig(type: \"ANNOUNCEMENT\") {\n      stringValue\n    }\n    latestDraws {\n      game\n      issue\n      drawDate\n      pool {\n        fen\n      }\n      ...DrawBalls_draw\n    }\n    drawSchedules {\n      game\n      nextDrawAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InviteRankPage {\n    inviteRank(first: 20) {\n      items {\n        ranking\n        count\n        member {\n          id\n          nickname\n        }\n      }\n      ranking\n    }\n  }\n"): (typeof documents)["\n  query InviteRankPage {\n    inviteRank(first: 20) {\n      items {\n        ranking\n        count\n        member {\n          id\n          nickname\n        }\n      }\n      ranking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InviteLanding($code: String!) {\n    inviteLanding(code: $code) {\n      isDistributorCode\n      inviter {\n        id\n        nickname\n      }\n    }\n  }\n"): (typeof documents)["\n  query InviteLanding($code: String!) {\n    inviteLanding(code: $code) {\n      isDistributorCode\n      inviter {\n        id\n        nickname\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharePage {\n    inviteShareInfo {\n      code\n      inviteCount\n      invitePoints\n      rewardPoints\n    }\n  }\n"): (typeof documents)["\n  query SharePage {\n    inviteShareInfo {\n      code\n      inviteCount\n      invitePoints\n      rewardPoints\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LoginPage_token on TokenObject {\n    token\n    expiresAt\n  }\n"): (typeof documents)["\n  fragment LoginPage_token on TokenObject {\n    token\n    expiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LoginPage_member on Member {\n    id\n    nickname\n  }\n"): (typeof documents)["\n  fragment LoginPage_member on Member {\n    id\n    nickname\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendCode($input: SendVerificationCodeInput!) {\n    sendVerificationCode(input: $input) {\n      sent\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendCode($input: SendVerificationCodeInput!) {\n    sendVerificationCode(input: $input) {\n      sent\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginByCode($input: LoginByPhoneCodeInput!) {\n    loginByPhoneCode(input: $input) {\n      isNewMember\n      token {\n        ...LoginPage_token\n      }\n      member {\n        ...LoginPage_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LoginByCode($input: LoginByPhoneCodeInput!) {\n    loginByPhoneCode(input: $input) {\n      isNewMember\n      token {\n        ...LoginPage_token\n      }\n      member {\n        ...LoginPage_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CarrierLogin($input: LoginByCarrierTokenInput!) {\n    loginByCarrierToken(input: $input) {\n      token {\n        ...LoginPage_token\n      }\n      member {\n        ...LoginPage_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CarrierLogin($input: LoginByCarrierTokenInput!) {\n    loginByCarrierToken(input: $input) {\n      token {\n        ...LoginPage_token\n      }\n      member {\n        ...LoginPage_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WeChatLogin($input: LoginByWeChatCodeInput!) {\n    loginByWeChatCode(input: $input) {\n      token {\n        ...LoginPage_token\n      }\n      member {\n        ...LoginPage_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WeChatLogin($input: LoginByWeChatCodeInput!) {\n    loginByWeChatCode(input: $input) {\n      token {\n        ...LoginPage_token\n      }\n      member {\n        ...LoginPage_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderCount($input: SplitOrderInput!) {\n    splitOrder(input: $input) {\n      bets\n      cost {\n        yuan\n      }\n      ticketCount\n    }\n  }\n"): (typeof documents)["\n  query OrderCount($input: SplitOrderInput!) {\n    splitOrder(input: $input) {\n      bets\n      cost {\n        yuan\n      }\n      ticketCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSelection($input: SaveSelectionInput!) {\n    saveSelection(input: $input) {\n      selection {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSelection($input: SaveSelectionInput!) {\n    saveSelection(input: $input) {\n      selection {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResultIssues($game: Game!) {\n    drawHistory(game: $game, first: 30) {\n      edges {\n        node {\n          issue\n          drawDate\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResultIssues($game: Game!) {\n    drawHistory(game: $game, first: 30) {\n      edges {\n        node {\n          issue\n          drawDate\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckTicket($game: Game!, $issue: String!, $ticket: TicketInput!) {\n    checkTicket(game: $game, issue: $issue, ticket: $ticket) {\n      issue\n      drawDate\n      mainNumbers\n      extraNumbers\n      bets\n      cost {\n        yuan\n      }\n      ...PrizeLines_result\n    }\n  }\n"): (typeof documents)["\n  query CheckTicket($game: Game!, $issue: String!, $ticket: TicketInput!) {\n    checkTicket(game: $game, issue: $issue, ticket: $ticket) {\n      issue\n      drawDate\n      mainNumbers\n      extraNumbers\n      bets\n      cost {\n        yuan\n      }\n      ...PrizeLines_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DigitPlayCount($input: BetCountInput!) {\n    betCount(input: $input) {\n      bets\n      cost {\n        yuan\n      }\n      tickets\n    }\n  }\n"): (typeof documents)["\n  query DigitPlayCount($input: BetCountInput!) {\n    betCount(input: $input) {\n      bets\n      cost {\n        yuan\n      }\n      tickets\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DrawHistoryPage($game: Game!, $after: String) {\n    drawHistory(game: $game, first: 30, after: $after) {\n      edges {\n        node {\n          issue\n          drawDate\n          prizeList {\n            ...PrizeList_prize\n          }\n          pool {\n            fen\n          }\n          ...DrawBalls_draw\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query DrawHistoryPage($game: Game!, $after: String) {\n    drawHistory(game: $game, first: 30, after: $after) {\n      edges {\n        node {\n          issue\n          drawDate\n          prizeList {\n            ...PrizeList_prize\n          }\n          pool {\n            fen\n          }\n          ...DrawBalls_draw\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PrizeList_prize on DrawPrize {\n    tier\n    name\n    amount {\n      yuan\n    }\n    additional {\n      yuan\n    }\n    winners\n  }\n"): (typeof documents)["\n  fragment PrizeList_prize on DrawPrize {\n    tier\n    name\n    amount {\n      yuan\n    }\n    additional {\n      yuan\n    }\n    winners\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PrizeLines_result on TicketResult {\n    boosted\n    total {\n      yuan\n    }\n    lines {\n      tier\n      name\n      bets\n      amount {\n        yuan\n      }\n      additional {\n        fen\n        yuan\n      }\n      total {\n        yuan\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PrizeLines_result on TicketResult {\n    boosted\n    total {\n      yuan\n    }\n    lines {\n      tier\n      name\n      bets\n      amount {\n        yuan\n      }\n      additional {\n        fen\n        yuan\n      }\n      total {\n        yuan\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySelections {\n    mySelections(first: 50) {\n      edges {\n        node {\n          id\n          ...SelectionSummary_selection\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MySelections {\n    mySelections(first: 50) {\n      edges {\n        node {\n          id\n          ...SelectionSummary_selection\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSelection($id: ID!) {\n    deleteSelection(input: { id: $id }) {\n      deletedId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSelection($id: ID!) {\n    deleteSelection(input: { id: $id }) {\n      deletedId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LotteryReplay($game: Game!, $ticket: TicketInput!, $last: Int!) {\n    lotteryReplay(game: $game, ticket: $ticket, last: $last) {\n      draws\n      wonDraws\n      cost {\n        yuan\n      }\n      won {\n        yuan\n      }\n      unknownLines\n      results {\n        issue\n        drawDate\n        mainNumbers\n        extraNumbers\n        lines {\n          tier\n        }\n        ...PrizeLines_result\n      }\n    }\n  }\n"): (typeof documents)["\n  query LotteryReplay($game: Game!, $ticket: TicketInput!, $last: Int!) {\n    lotteryReplay(game: $game, ticket: $ticket, last: $last) {\n      draws\n      wonDraws\n      cost {\n        yuan\n      }\n      won {\n        yuan\n      }\n      unknownLines\n      results {\n        issue\n        drawDate\n        mainNumbers\n        extraNumbers\n        lines {\n          tier\n        }\n        ...PrizeLines_result\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedSelectionInfo($id: ID!) {\n    savedSelection(id: $id) {\n      id\n      game\n      mainNumbers\n      extraNumbers\n      multiple\n      createdAt\n      ...SelectionSummary_selection\n    }\n  }\n"): (typeof documents)["\n  query SavedSelectionInfo($id: ID!) {\n    savedSelection(id: $id) {\n      id\n      game\n      mainNumbers\n      extraNumbers\n      multiple\n      createdAt\n      ...SelectionSummary_selection\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SelectNumbers($input: SelectNumbersInput!) {\n    selectNumbers(input: $input) {\n      bets\n      cost {\n        yuan\n      }\n      reds\n      blues\n    }\n  }\n"): (typeof documents)["\n  query SelectNumbers($input: SelectNumbersInput!) {\n    selectNumbers(input: $input) {\n      bets\n      cost {\n        yuan\n      }\n      reds\n      blues\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSelectedBet($main: [Int!]!, $extra: [Int!]!) {\n    saveSelection(input: { game: SSQ, mainNumbers: $main, extraNumbers: $extra }) {\n      selection {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSelectedBet($main: [Int!]!, $extra: [Int!]!) {\n    saveSelection(input: { game: SSQ, mainNumbers: $main, extraNumbers: $extra }) {\n      selection {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SelectionSummary_selection on SavedSelection {\n    game\n    mainNumbers\n    extraNumbers\n    bets\n    multiple\n    cost {\n      yuan\n    }\n    tickets\n  }\n"): (typeof documents)["\n  fragment SelectionSummary_selection on SavedSelection {\n    game\n    mainNumbers\n    extraNumbers\n    bets\n    multiple\n    cost {\n      yuan\n    }\n    tickets\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SplitInfo($id: ID!, $after: String) {\n    splitRecord(id: $id) {\n      record {\n        game\n        ...SplitRecordHead_record\n      }\n      split {\n        ...SplitTickets_split\n      }\n    }\n  }\n"): (typeof documents)["\n  query SplitInfo($id: ID!, $after: String) {\n    splitRecord(id: $id) {\n      record {\n        game\n        ...SplitRecordHead_record\n      }\n      split {\n        ...SplitTickets_split\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SplitOrder($input: SplitOrderInput!, $after: String) {\n    splitOrder(input: $input) {\n      ...SplitTickets_split\n    }\n  }\n"): (typeof documents)["\n  query SplitOrder($input: SplitOrderInput!, $after: String) {\n    splitOrder(input: $input) {\n      ...SplitTickets_split\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSplit($order: SplitOrderInput!) {\n    saveSplit(input: { order: $order }) {\n      splitRecord {\n        record {\n          id\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSplit($order: SplitOrderInput!) {\n    saveSplit(input: { order: $order }) {\n      splitRecord {\n        record {\n          id\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SplitRecordHead_record on SplitRecord {\n    game\n    zones {\n      dan\n      tuo\n    }\n    multiple\n    additional\n    bets\n    cost {\n      yuan\n    }\n    ticketCount\n    createdAt\n  }\n"): (typeof documents)["\n  fragment SplitRecordHead_record on SplitRecord {\n    game\n    zones {\n      dan\n      tuo\n    }\n    multiple\n    additional\n    bets\n    cost {\n      yuan\n    }\n    ticketCount\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySplits($after: String) {\n    mySplits(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          ...SplitRecordHead_record\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query MySplits($after: String) {\n    mySplits(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          ...SplitRecordHead_record\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSplit($id: ID!) {\n    deleteSplit(input: { id: $id }) {\n      deletedId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSplit($id: ID!) {\n    deleteSplit(input: { id: $id }) {\n      deletedId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SplitTicketRow_ticket on SplitTicket {\n    bets\n    multiple\n    cost {\n      yuan\n    }\n    zones {\n      dan\n      tuo\n    }\n    singleBets(first: 10)\n  }\n"): (typeof documents)["\n  fragment SplitTicketRow_ticket on SplitTicket {\n    bets\n    multiple\n    cost {\n      yuan\n    }\n    zones {\n      dan\n      tuo\n    }\n    singleBets(first: 10)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SplitTickets_split on OrderSplit {\n    bets\n    cost {\n      yuan\n    }\n    ticketCount\n    tickets(first: 30, after: $after) {\n      nodes {\n        ...SplitTicketRow_ticket\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SplitTickets_split on OrderSplit {\n    bets\n    cost {\n      yuan\n    }\n    ticketCount\n    tickets(first: 30, after: $after) {\n      nodes {\n        ...SplitTicketRow_ticket\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageCentre_message on Message {\n    id\n    title\n    content\n    messageType\n    isRead\n    createdAt\n  }\n"): (typeof documents)["\n  fragment MessageCentre_message on Message {\n    id\n    title\n    content\n    messageType\n    isRead\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageCentre($after: String) {\n    myMessages(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...MessageCentre_message\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessageCentre($after: String) {\n    myMessages(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...MessageCentre_message\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkRead($ids: [ID!], $all: Boolean) {\n    markMessagesRead(input: { ids: $ids, all: $all }) {\n      unreadCount\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkRead($ids: [ID!], $all: Boolean) {\n    markMessagesRead(input: { ids: $ids, all: $all }) {\n      unreadCount\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkUnread($ids: [ID!]) {\n    markMessagesUnread(input: { ids: $ids }) {\n      unreadCount\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkUnread($ids: [ID!]) {\n    markMessagesUnread(input: { ids: $ids }) {\n      unreadCount\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MessageReceived {\n    messageReceived {\n      id\n    }\n  }\n"): (typeof documents)["\n  subscription MessageReceived {\n    messageReceived {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyPage_member on Member {\n    id\n    nickname\n    avatar\n    points\n    followingCount\n    followerCount\n    vipLevel\n  }\n"): (typeof documents)["\n  fragment MyPage_member on Member {\n    id\n    nickname\n    avatar\n    points\n    followingCount\n    followerCount\n    vipLevel\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPage {\n    me {\n      ...MyPage_member\n    }\n    unreadMessageCount\n    checkInStatus {\n      checkedInToday\n      continuousDays\n      todayReward\n    }\n  }\n"): (typeof documents)["\n  query MyPage {\n    me {\n      ...MyPage_member\n    }\n    unreadMessageCount\n    checkInStatus {\n      checkedInToday\n      continuousDays\n      todayReward\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription UnreadCount {\n    unreadCount\n  }\n"): (typeof documents)["\n  subscription UnreadCount {\n    unreadCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyCounts {\n    myCounts {\n      followingCount\n      followerCount\n      points\n    }\n  }\n"): (typeof documents)["\n  subscription MyCounts {\n    myCounts {\n      followingCount\n      followerCount\n      points\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckIn {\n    checkIn(input: {}) {\n      checkIn {\n        points\n        continuousDays\n      }\n      balance\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CheckIn {\n    checkIn(input: {}) {\n      checkIn {\n        points\n        continuousDays\n      }\n      balance\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NumeralDraws($game: Game!, $first: Int!) {\n    drawHistory(game: $game, first: $first) {\n      nodes {\n        issue\n        drawDate\n        mainNumbers\n        ...DrawBalls_draw\n      }\n    }\n  }\n"): (typeof documents)["\n  query NumeralDraws($game: Game!, $first: Int!) {\n    drawHistory(game: $game, first: $first) {\n      nodes {\n        issue\n        drawDate\n        mainNumbers\n        ...DrawBalls_draw\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckInPage($month: String!) {\n    checkInStatus {\n      today\n      checkedInToday\n      continuousDays\n      todayReward\n      rewards\n    }\n    checkInCalendar(month: $month) {\n      day\n      points\n    }\n  }\n"): (typeof documents)["\n  query CheckInPage($month: String!) {\n    checkInStatus {\n      today\n      checkedInToday\n      continuousDays\n      todayReward\n      rewards\n    }\n    checkInCalendar(month: $month) {\n      day\n      points\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckInNow {\n    checkIn(input: {}) {\n      checkIn {\n        points\n        continuousDays\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CheckInNow {\n    checkIn(input: {}) {\n      checkIn {\n        points\n        continuousDays\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PointsHistoryPage($after: String) {\n    points\n    pointsHistory(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          points\n          direction\n          description\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query PointsHistoryPage($after: String) {\n    points\n    pointsHistory(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          points\n          direction\n          description\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountPage {\n    me {\n      id\n      phone\n      nickname\n    }\n    myAddresses {\n      id\n      name\n      phone\n      province\n      city\n      address\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  query AccountPage {\n    me {\n      id\n      phone\n      nickname\n    }\n    myAddresses {\n      id\n      name\n      phone\n      province\n      city\n      address\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAddress($input: SetDeliveryAddressInput!) {\n    setDeliveryAddress(input: $input) {\n      address {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveAddress($input: SetDeliveryAddressInput!) {\n    setDeliveryAddress(input: $input) {\n      address {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RealNameAuth($input: VerifyRealNameInput!) {\n    verifyRealName(input: $input) {\n      member {\n        id\n        isRealNameAuth\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RealNameAuth($input: VerifyRealNameInput!) {\n    verifyRealName(input: $input) {\n      member {\n        id\n        isRealNameAuth\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsPage {\n    me {\n      id\n      nickname\n      avatar\n      province\n      city\n      isRealNameAuth\n      isWeChatBound\n    }\n  }\n"): (typeof documents)["\n  query SettingsPage {\n    me {\n      id\n      nickname\n      avatar\n      province\n      city\n      isRealNameAuth\n      isWeChatBound\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BindWeChat($code: String!) {\n    bindWeChat(input: { code: $code }) {\n      member {\n        id\n        isWeChatBound\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BindWeChat($code: String!) {\n    bindWeChat(input: { code: $code }) {\n      member {\n        id\n        isWeChatBound\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveNickname($nickname: String!) {\n    updateNickname(input: { nickname: $nickname }) {\n      member {\n        id\n        nickname\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveNickname($nickname: String!) {\n    updateNickname(input: { nickname: $nickname }) {\n      member {\n        id\n        nickname\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAvatar($fileId: String!) {\n    updateAvatar(input: { fileId: $fileId }) {\n      member {\n        id\n        avatar\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveAvatar($fileId: String!) {\n    updateAvatar(input: { fileId: $fileId }) {\n      member {\n        id\n        avatar\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveLocation($input: UpdateLocationInput!) {\n    updateLocation(input: $input) {\n      member {\n        id\n        province\n        city\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveLocation($input: UpdateLocationInput!) {\n    updateLocation(input: $input) {\n      member {\n        id\n        province\n        city\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExchangeRecords {\n    myRedemptions(first: 50) {\n      edges {\n        node {\n          id\n          itemName\n          quantity\n          points\n          status\n          trackingNo\n          createdAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExchangeRecords {\n    myRedemptions(first: 50) {\n      edges {\n        node {\n          id\n          itemName\n          quantity\n          points\n          status\n          trackingNo\n          createdAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopPage {\n    points\n    shopItems(first: 50) {\n      edges {\n        node {\n          id\n          name\n          description\n          images\n          pricePoints\n          stock\n        }\n      }\n    }\n    myAddresses {\n      id\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  query ShopPage {\n    points\n    shopItems(first: 50) {\n      edges {\n        node {\n          id\n          name\n          description\n          images\n          pricePoints\n          stock\n        }\n      }\n    }\n    myAddresses {\n      id\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeemItem($input: RedeemInput!) {\n    redeem(input: $input) {\n      redemption {\n        id\n        points\n        status\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RedeemItem($input: RedeemInput!) {\n    redeem(input: $input) {\n      redemption {\n        id\n        points\n        status\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SportsAnalyseDay($date: Date!) {\n    sportsMatches(game: JCZQ, date: $date) {\n      id\n      matchNum\n      league\n      home\n      away\n      sample\n    }\n  }\n"): (typeof documents)["\n  query SportsAnalyseDay($date: Date!) {\n    sportsMatches(game: JCZQ, date: $date) {\n      id\n      matchNum\n      league\n      home\n      away\n      sample\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SportsRules($game: SportsGame!) {\n    sportsPlayTypes(game: $game) {\n      play\n      name\n      options\n      maxGames\n      minGames\n    }\n    sportsPassTypes(game: $game) {\n      name\n      games\n      bets\n      sizes\n    }\n  }\n"): (typeof documents)["\n  query SportsRules($game: SportsGame!) {\n    sportsPlayTypes(game: $game) {\n      play\n      name\n      options\n      maxGames\n      minGames\n    }\n    sportsPassTypes(game: $game) {\n      name\n      games\n      bets\n      sizes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SportsDayMatches($game: SportsGame!, $date: Date!) {\n    sportsMatches(game: $game, date: $date) {\n      id\n      matchNum\n      home\n      away\n      handicap\n      totalLine\n      sample\n      state\n      odds {\n        play\n      }\n      ...MatchCard_match\n    }\n  }\n"): (typeof documents)["\n  query SportsDayMatches($game: SportsGame!, $date: Date!) {\n    sportsMatches(game: $game, date: $date) {\n      id\n      matchNum\n      home\n      away\n      handicap\n      totalLine\n      sample\n      state\n      odds {\n        play\n      }\n      ...MatchCard_match\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SportsDetail($input: SportsSelectionInput!, $after: String) {\n    sportsBreakdown(input: $input) {\n      ...QuoteFigures_breakdown\n      hits {\n        hits\n        sizes\n        winningBets\n        minBonus {\n          yuan\n        }\n        maxBonus {\n          yuan\n        }\n      }\n      singles(first: 20, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          bonus {\n            yuan\n          }\n          capped\n          legs {\n            match\n            optionName\n            odds\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SportsDetail($input: SportsSelectionInput!, $after: String) {\n    sportsBreakdown(input: $input) {\n      ...QuoteFigures_breakdown\n      hits {\n        hits\n        sizes\n        winningBets\n        minBonus {\n          yuan\n        }\n        maxBonus {\n          yuan\n        }\n      }\n      singles(first: 20, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          bonus {\n            yuan\n          }\n          capped\n          legs {\n            match\n            optionName\n            odds\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SportsOptimizeDetail($input: SportsSelectionInput!, $strategy: BonusStrategy!) {\n    sportsOptimize(input: $input, strategy: $strategy) {\n      multiples\n      returns {\n        yuan\n      }\n    }\n  }\n"): (typeof documents)["\n  query SportsOptimizeDetail($input: SportsSelectionInput!, $strategy: BonusStrategy!) {\n    sportsOptimize(input: $input, strategy: $strategy) {\n      multiples\n      returns {\n        yuan\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SportsCheck($input: SportsSelectionInput!) {\n    sportsPrizeCheck(input: $input) {\n      winningBets\n      pendingBets\n      won {\n        yuan\n      }\n    }\n  }\n"): (typeof documents)["\n  query SportsCheck($input: SportsSelectionInput!) {\n    sportsPrizeCheck(input: $input) {\n      winningBets\n      pendingBets\n      won {\n        yuan\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SportsMatchDays($game: SportsGame!) {\n    sportsMatchDays(game: $game, first: 14)\n  }\n"): (typeof documents)["\n  query SportsMatchDays($game: SportsGame!) {\n    sportsMatchDays(game: $game, first: 14)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SportsIssues {\n    sportsIssues(game: CTZQ, first: 10) {\n      issue\n      closeDate\n    }\n  }\n"): (typeof documents)["\n  query SportsIssues {\n    sportsIssues(game: CTZQ, first: 10) {\n      issue\n      closeDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MatchCard_match on SportsMatch {\n    id\n    matchNum\n    league\n    home\n    away\n    handicap\n    totalLine\n    state\n    sample\n    odds {\n      play\n      odds\n    }\n  }\n"): (typeof documents)["\n  fragment MatchCard_match on SportsMatch {\n    id\n    matchNum\n    league\n    home\n    away\n    handicap\n    totalLine\n    state\n    sample\n    odds {\n      play\n      odds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SportsOddsHistory($id: ID!, $play: SportsPlayType!, $game: SportsGame!) {\n    node(id: $id) {\n      ... on SportsMatch {\n        id\n        oddsHistory(play: $play) {\n          recordedAt\n          odds\n        }\n      }\n    }\n    sportsPlayTypes(game: $game) {\n      play\n      name\n      options\n    }\n  }\n"): (typeof documents)["\n  query SportsOddsHistory($id: ID!, $play: SportsPlayType!, $game: SportsGame!) {\n    node(id: $id) {\n      ... on SportsMatch {\n        id\n        oddsHistory(play: $play) {\n          recordedAt\n          odds\n        }\n      }\n    }\n    sportsPlayTypes(game: $game) {\n      play\n      name\n      options\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SportsOrderMatches($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      ... on SportsMatch {\n        id\n        matchNum\n        home\n        away\n        sample\n        state\n        fullTime {\n          home\n          away\n        }\n      }\n    }\n    plays: sportsPlayTypes(game: JCZQ) {\n      play\n      options\n    }\n    basketball: sportsPlayTypes(game: JCLQ) {\n      play\n      options\n    }\n    beidan: sportsPlayTypes(game: BJDC) {\n      play\n      options\n    }\n  }\n"): (typeof documents)["\n  query SportsOrderMatches($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      ... on SportsMatch {\n        id\n        matchNum\n        home\n        away\n        sample\n        state\n        fullTime {\n          home\n          away\n        }\n      }\n    }\n    plays: sportsPlayTypes(game: JCZQ) {\n      play\n      options\n    }\n    basketball: sportsPlayTypes(game: JCLQ) {\n      play\n      options\n    }\n    beidan: sportsPlayTypes(game: BJDC) {\n      play\n      options\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SportsQuote($input: SportsSelectionInput!) {\n    sportsBreakdown(input: $input) {\n      ...QuoteFigures_breakdown\n    }\n  }\n"): (typeof documents)["\n  query SportsQuote($input: SportsSelectionInput!) {\n    sportsBreakdown(input: $input) {\n      ...QuoteFigures_breakdown\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuoteFigures_breakdown on SportsBreakdown {\n    bets\n    cost {\n      yuan\n    }\n    minBonus {\n      yuan\n    }\n    maxBonus {\n      yuan\n    }\n  }\n"): (typeof documents)["\n  fragment QuoteFigures_breakdown on SportsBreakdown {\n    bets\n    cost {\n      yuan\n    }\n    minBonus {\n      yuan\n    }\n    maxBonus {\n      yuan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySportsSelections($after: String) {\n    mySportsSelections(first: 20, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        game\n        passTypes\n        multiple\n        bets\n        ticketCount\n        createdAt\n        cost {\n          yuan\n        }\n        matches {\n          matchId\n          banker\n          handicap\n          totalLine\n          picks {\n            play\n            option\n            odds\n          }\n        }\n        prizeCheck {\n          winningBets\n          pendingBets\n          won {\n            yuan\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MySportsSelections($after: String) {\n    mySportsSelections(first: 20, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        game\n        passTypes\n        multiple\n        bets\n        ticketCount\n        createdAt\n        cost {\n          yuan\n        }\n        matches {\n          matchId\n          banker\n          handicap\n          totalLine\n          picks {\n            play\n            option\n            odds\n          }\n        }\n        prizeCheck {\n          winningBets\n          pendingBets\n          won {\n            yuan\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSportsSelection($id: ID!) {\n    deleteSportsSelection(input: { id: $id }) {\n      deletedId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSportsSelection($id: ID!) {\n    deleteSportsSelection(input: { id: $id }) {\n      deletedId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SportsShareFigures($input: SportsSelectionInput!) {\n    sportsBreakdown(input: $input) {\n      ...QuoteFigures_breakdown\n    }\n  }\n"): (typeof documents)["\n  query SportsShareFigures($input: SportsSelectionInput!) {\n    sportsBreakdown(input: $input) {\n      ...QuoteFigures_breakdown\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResultRow_match on SportsMatch {\n    id\n    matchNum\n    league\n    home\n    away\n    state\n    fullTime {\n      home\n      away\n    }\n    halfTime {\n      home\n      away\n    }\n    results {\n      play\n      optionName\n    }\n  }\n"): (typeof documents)["\n  fragment ResultRow_match on SportsMatch {\n    id\n    matchNum\n    league\n    home\n    away\n    state\n    fullTime {\n      home\n      away\n    }\n    halfTime {\n      home\n      away\n    }\n    results {\n      play\n      optionName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SportsDayResults($game: SportsGame!, $date: Date!) {\n    sportsMatches(game: $game, date: $date) {\n      id\n      sample\n      ...ResultRow_match\n    }\n  }\n"): (typeof documents)["\n  query SportsDayResults($game: SportsGame!, $date: Date!) {\n    sportsMatches(game: $game, date: $date) {\n      id\n      sample\n      ...ResultRow_match\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SportsIssueResults($issue: String!) {\n    sportsIssue(game: CTZQ, issue: $issue) {\n      issue\n      sample\n      matches {\n        id\n        ...ResultRow_match\n      }\n      sfc: results(pool: SFC14)\n      bqc: results(pool: BQC6)\n      jq: results(pool: JQ4)\n      prizes {\n        pool\n        tier\n        bets\n        prize {\n          yuan\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SportsIssueResults($issue: String!) {\n    sportsIssue(game: CTZQ, issue: $issue) {\n      issue\n      sample\n      matches {\n        id\n        ...ResultRow_match\n      }\n      sfc: results(pool: SFC14)\n      bqc: results(pool: BQC6)\n      jq: results(pool: JQ4)\n      prizes {\n        pool\n        tier\n        bets\n        prize {\n          yuan\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSportsSelection($selection: SportsSelectionInput!) {\n    saveSportsSelection(input: { selection: $selection }) {\n      sportsSelection {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSportsSelection($selection: SportsSelectionInput!) {\n    saveSportsSelection(input: { selection: $selection }) {\n      sportsSelection {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SportsSplitTickets($input: SportsSelectionInput!, $after: String) {\n    sportsSplit(input: $input) {\n      bets\n      ticketCount\n      cost {\n        yuan\n      }\n      tickets(first: 20, after: $after) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          bets\n          multiple\n          cost {\n            yuan\n          }\n          legs {\n            match\n            play\n            options\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SportsSplitTickets($input: SportsSelectionInput!, $after: String) {\n    sportsSplit(input: $input) {\n      bets\n      ticketCount\n      cost {\n        yuan\n      }\n      tickets(first: 20, after: $after) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          bets\n          multiple\n          cost {\n            yuan\n          }\n          legs {\n            match\n            play\n            options\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SportsMatchAnalysis($id: ID!) {\n    node(id: $id) {\n      ... on SportsMatch {\n        id\n        game\n        matchNum\n        league\n        home\n        away\n        sample\n        odds {\n          play\n        }\n        analysis(last: 10) {\n          home {\n            ...Record_record\n          }\n          away {\n            ...Record_record\n          }\n          headToHead {\n            ...Record_record\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SportsMatchAnalysis($id: ID!) {\n    node(id: $id) {\n      ... on SportsMatch {\n        id\n        game\n        matchNum\n        league\n        home\n        away\n        sample\n        odds {\n          play\n        }\n        analysis(last: 10) {\n          home {\n            ...Record_record\n          }\n          away {\n            ...Record_record\n          }\n          headToHead {\n            ...Record_record\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Record_record on SportsRecord {\n    played\n    wins\n    draws\n    losses\n    goalsFor\n    goalsAgainst\n    bothScored\n    overTwoAndAHalf\n    form\n  }\n"): (typeof documents)["\n  fragment Record_record on SportsRecord {\n    played\n    wins\n    draws\n    losses\n    goalsFor\n    goalsAgainst\n    bothScored\n    overTwoAndAHalf\n    form\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CtzqIssueMatches($issue: String!) {\n    sportsIssue(game: CTZQ, issue: $issue) {\n      issue\n      closeDate\n      sample\n      matches {\n        id\n        matchNum\n        home\n        away\n      }\n    }\n  }\n"): (typeof documents)["\n  query CtzqIssueMatches($issue: String!) {\n    sportsIssue(game: CTZQ, issue: $issue) {\n      issue\n      closeDate\n      sample\n      matches {\n        id\n        matchNum\n        home\n        away\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CtzqTicketQuote($input: CtzqTicketInput!, $multiple: Int, $issue: String!) {\n    ctzqQuote(input: $input, multiple: $multiple) {\n      bets\n      cost {\n        yuan\n      }\n    }\n    ctzqCheck(issue: $issue, input: $input, multiple: $multiple) {\n      won {\n        yuan\n      }\n      announced\n      tiers {\n        tier\n        bets\n      }\n    }\n  }\n"): (typeof documents)["\n  query CtzqTicketQuote($input: CtzqTicketInput!, $multiple: Int, $issue: String!) {\n    ctzqQuote(input: $input, multiple: $multiple) {\n      bets\n      cost {\n        yuan\n      }\n    }\n    ctzqCheck(issue: $issue, input: $input, multiple: $multiple) {\n      won {\n        yuan\n      }\n      announced\n      tiers {\n        tier\n        bets\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParityStatistics($game: Game!, $last: Int!) {\n    trend(game: $game, last: $last) {\n      shapes {\n        issue\n        odd\n        even\n        big\n        small\n        sum\n        span\n        consecutive\n      }\n    }\n  }\n"): (typeof documents)["\n  query ParityStatistics($game: Game!, $last: Int!) {\n    trend(game: $game, last: $last) {\n      shapes {\n        issue\n        odd\n        even\n        big\n        small\n        sum\n        span\n        consecutive\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrendDraws($game: Game!, $last: Int!) {\n    drawHistory(game: $game, first: $last) {\n      nodes {\n        issue\n        mainNumbers\n        extraNumbers\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrendDraws($game: Game!, $last: Int!) {\n    drawHistory(game: $game, first: $last) {\n      nodes {\n        issue\n        mainNumbers\n        extraNumbers\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshToken {\n    refreshToken(input: {}) {\n      token {\n        token\n        expiresAt\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshToken {\n    refreshToken(input: {}) {\n      token {\n        token\n        expiresAt\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionMember {\n    me {\n      id\n      nickname\n    }\n  }\n"): (typeof documents)["\n  query SessionMember {\n    me {\n      id\n      nickname\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout(input: {}) {\n      done\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout(input: {}) {\n      done\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DrawBalls_draw on Draw {\n    mainNumbers\n    extraNumbers\n  }\n"): (typeof documents)["\n  fragment DrawBalls_draw on Draw {\n    mainNumbers\n    extraNumbers\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;