-- Player limits' guard for the fast path: of these players, those with a loss or wager limit
-- row. Only their bets need limits/guards.ts (which locks those rows and sums the period's
-- bets); a player with no such row has nothing to check or lock.
CREATE OR REPLACE FUNCTION limits_players_to_guard(p_users bigint[]) RETURNS bigint[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT user_id), '{}')
    FROM player_limits WHERE user_id = ANY (p_users) AND kind IN ('loss', 'wager')
$$;
