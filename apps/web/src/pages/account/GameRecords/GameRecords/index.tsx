import { Suspense, useState } from 'react';
import { RoundDetail } from '../../../../features/game-table';
import { GameRecordList } from '../../../../features/records';

/** SPEC §2 GameRecords: the player's bets; a house-game round opens over the list. */
export default function GameRecords() {
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <>
      <GameRecordList onOpen={setOpened} />
      {/* The round, its cards and their verification load with the engines, only when a row opens. */}
      {opened && (
        <Suspense fallback={null}>
          <RoundDetail betId={opened} onClose={() => setOpened(null)} />
        </Suspense>
      )}
    </>
  );
}
