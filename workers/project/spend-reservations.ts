import { calendarMonthOf, spendLimitsFrom } from "../ai/limits";
import type { SpendState } from "../ai/model-call";
import type { Db } from "../db/client";
import { spendPosition, type SpendPosition } from "../db/costs";
import type { Env } from "../env";

/** The spend of a run that calls no model (the built-in engine's), or of a project that is gone. */
export const NO_SPEND: SpendPosition = { limitNanoUsd: null, projectSpentNanoUsd: 0, accountSpentNanoUsd: 0 };

/** A job's spend state, and how it gives back its reservation once its real cost is recorded. */
export interface Reservation {
  state: SpendState;
  release(): void;
}

/**
 * The worst cases of a project's model calls under way (a task's run, a report and a design call may run side
 * by side), counted against the project's and the account's limits until each call's real cost is recorded.
 * Other projects' calls under way are not seen: the account's limit counts what they have recorded.
 */
export class SpendReservations {
  private reservedNanoUsd = 0;

  /**
   * What a job may spend: the project's recorded spend against its limit, and its owner's spend this calendar
   * month against the account's monthly limit (the operator's setting, read from the environment).
   */
  async forJob(db: Db, projectId: string, env: Env): Promise<Reservation> {
    const month = calendarMonthOf(new Date());
    const accountLimit = spendLimitsFrom(env).accountMonthlyNanoUsd;
    const position = (await spendPosition(db, projectId, month.startsAt)) ?? NO_SPEND;
    return this.reserving(position, accountLimit === null ? null : { limitNanoUsd: accountLimit, resetsAt: month.resetsAt });
  }

  /** The spend state of a job at `position`, with the other calls under way counted; release() once recorded. */
  reserving(position: SpendPosition, account: { limitNanoUsd: number; resetsAt: string } | null): Reservation {
    let own = 0;
    const underWay = () => this.reservedNanoUsd - own;
    const state: SpendState = {
      get spentNanoUsd() {
        return position.projectSpentNanoUsd + underWay();
      },
      limitNanoUsd: position.limitNanoUsd,
      account: account && {
        get spentNanoUsd() {
          return position.accountSpentNanoUsd + underWay();
        },
        ...account,
      },
      reserve: (nanoUsd) => {
        own += nanoUsd;
        this.reservedNanoUsd += nanoUsd;
      },
    };
    return {
      state,
      release: () => {
        this.reservedNanoUsd -= own;
        own = 0;
      },
    };
  }
}
