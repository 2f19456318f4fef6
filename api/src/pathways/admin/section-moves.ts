import { Injectable } from '@nestjs/common';
import type { ClientSession, Types } from 'mongoose';

/** Renumbers another module's documents of a pathway when two sections trade places, inside the move's transaction. */
export type SectionSwapFollower = (pathway: Types.ObjectId, a: number, b: number, session: ClientSession) => Promise<void>;

/**
 * The seam through which modules that number things by section (assessments: questions, attempts,
 * grants) follow a section move without the pathways module importing them (STYLE 2 and 11).
 */
@Injectable()
export class SectionMoves {
  private readonly followers: SectionSwapFollower[] = [];

  follow(follower: SectionSwapFollower): void {
    this.followers.push(follower);
  }

  async swapOthers(pathway: Types.ObjectId, a: number, b: number, session: ClientSession): Promise<void> {
    for (const follower of this.followers) await follower(pathway, a, b, session);
  }
}
