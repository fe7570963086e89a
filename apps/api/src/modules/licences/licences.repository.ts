import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { licences, type LicenceRow, type NewLicenceRow } from '../../db/schema';

/** Everything of a licence but its number, which the database draws. */
export type NewLicence = Omit<NewLicenceRow, 'id' | 'number'>;

/** Every function takes the connection or transaction to run on. */
export const licencesRepository = {
  /**
   * Stores a licence numbered `CB-<year of issue>-<next of the sequence, 6 digits>`. A second
   * licence for the same payment or offer stores nothing and answers undefined.
   */
  async insert(db: DbOrTx, licence: NewLicence): Promise<LicenceRow | undefined> {
    const year = licence.issuedAt.getUTCFullYear();
    const [row] = await db
      .insert(licences)
      .values({
        ...licence,
        number: sql`'CB-' || ${String(year)} || '-' || lpad(nextval('licence_numbers')::text, 6, '0')`,
      })
      .onConflictDoNothing()
      .returning();
    return row;
  },

  async findById(db: DbOrTx, id: string): Promise<LicenceRow | undefined> {
    const [row] = await db.select().from(licences).where(eq(licences.id, id));
    return row;
  },

  async findByIdForUpdate(db: DbOrTx, id: string): Promise<LicenceRow | undefined> {
    const [row] = await db.select().from(licences).where(eq(licences.id, id)).for('update');
    return row;
  },

  /** The licences of the offers named, by offer. */
  async byOffer(db: DbOrTx, offerIds: string[]): Promise<Map<string, LicenceRow>> {
    if (offerIds.length === 0) return new Map();
    const rows = await db.select().from(licences).where(inArray(licences.audioReviewId, offerIds));
    return new Map(rows.flatMap((row) => (row.audioReviewId ? [[row.audioReviewId, row]] : [])));
  },

  /** The newest licence of an audio, of one client's when `clientId` is given. */
  async findLatestOfAudio(
    db: DbOrTx,
    audioId: string,
    clientId?: string,
  ): Promise<LicenceRow | undefined> {
    const [row] = await db
      .select()
      .from(licences)
      .where(
        and(
          eq(licences.audioId, audioId),
          clientId === undefined ? undefined : eq(licences.clientId, clientId),
        ),
      )
      .orderBy(desc(licences.issuedAt), desc(licences.number))
      .limit(1);
    return row;
  },

  /** Of the audios named, those `clientId` holds a licence on. */
  async audioIdsLicensedTo(db: DbOrTx, clientId: string, audioIds: string[]): Promise<string[]> {
    if (audioIds.length === 0) return [];
    const rows = await db
      .selectDistinct({ audioId: licences.audioId })
      .from(licences)
      .where(and(eq(licences.clientId, clientId), inArray(licences.audioId, audioIds)));
    return rows.flatMap((row) => row.audioId ?? []);
  },

  async markDownloadInfoSent(db: DbOrTx, id: string, at: Date): Promise<LicenceRow> {
    const [row] = await db
      .update(licences)
      .set({ downloadInfoSentAt: at })
      .where(eq(licences.id, id))
      .returning();
    if (!row) throw new Error('update found no licence');
    return row;
  },

  /** Account removal: the client's name leaves their licences; the agency licensed stays. */
  async anonymiseClient(db: DbOrTx, clientId: string, name: string): Promise<void> {
    await db.update(licences).set({ clientName: name }).where(eq(licences.clientId, clientId));
  },

  /** Account removal: the composer's name and numbers leave the licences of their music. */
  async anonymiseComposer(db: DbOrTx, composerId: string, name: string): Promise<void> {
    await db
      .update(licences)
      .set({ composerName: name, pro: null, ipiNumber: null })
      .where(eq(licences.composerId, composerId));
  },
};
