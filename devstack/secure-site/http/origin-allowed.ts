/**
 * May this parent page use the wallet? The local cloud's allowed origins for the project
 * (`GET /projects/v1/origins`), judged by the product's own isOriginAllowed (localhost and 127.0.0.1 are
 * always allowed). A cloud that does not answer counts as an empty list.
 */
import { z } from 'zod';
import { isOriginAllowed } from '../../../domain/usecases/options/isOriginAllowed.js';

const originsSchema = z.object({ allowedOrigins: z.array(z.string()) });

export async function originAllowed(cloudUrl: string, projectId: string, origin: string): Promise<boolean> {
  return isOriginAllowed(origin, await projectOrigins(cloudUrl, projectId));
}

async function projectOrigins(cloudUrl: string, projectId: string): Promise<string[]> {
  try {
    const response = await fetch(`${cloudUrl}/projects/v1/origins?projectId=${encodeURIComponent(projectId)}`, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) return [];
    const parsed = originsSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.allowedOrigins : [];
  } catch {
    return [];
  }
}
