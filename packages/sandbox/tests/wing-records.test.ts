import { describe, expect, it } from 'vitest';
import { emptySandboxData } from '../src/domain/sandbox-data.schema.ts';
import { SandboxState } from '../src/domain/sandbox-state.ts';
import cardUpdateRecords from '../src/flows/card-update/card-update.records.ts';

const CARD_UPDATE = {
  updateId: 'cu_1',
  userId: 'user_1',
  accountNumber: '4000000001',
  otpRequestId: 'otp_1',
  status: 'VERIFIED',
  createdAt: 1_700_000_000_000,
};

describe("a wing's records: declared in its <flow>.records.ts, kept and loaded with the state", () => {
  it("a new state holds each wing's collections, empty", () => {
    expect(Object.keys(cardUpdateRecords)).toEqual(['cardUpdates']);
    expect(emptySandboxData().cardUpdates).toEqual({});
  });

  it("loads a saved state with the wing's records, and one saved before the wing kept them with none", () => {
    const state = new SandboxState();
    const saved = JSON.parse(state.serialize());
    const withRecord = SandboxState.fromJSON(
      JSON.stringify({ ...saved, cardUpdates: { [CARD_UPDATE.updateId]: CARD_UPDATE } }),
    );
    expect(withRecord.lastLoad).toEqual({ kind: 'loaded' });
    expect(withRecord.store.data.cardUpdates.cu_1?.status).toBe('VERIFIED');
    const { cardUpdates: _left, ...before } = saved;
    const older = SandboxState.fromJSON(JSON.stringify(before));
    expect(older.lastLoad).toEqual({ kind: 'loaded' });
    expect(older.store.data.cardUpdates).toEqual({});
  });

  it("refuses a saved state whose wing record breaks the wing's schema", () => {
    const saved = JSON.parse(new SandboxState().serialize());
    const broken = SandboxState.fromJSON(
      JSON.stringify({ ...saved, cardUpdates: { cu_1: { ...CARD_UPDATE, status: 'LOST' } } }),
    );
    expect(broken.lastLoad.kind).not.toBe('loaded');
  });
});
