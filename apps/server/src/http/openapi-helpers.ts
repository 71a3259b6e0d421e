import type { z } from '@hono/zod-openapi';
import { ErrorResponse } from '@tagwise/core/schemas/system';

/** A JSON response entry for createRoute. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A required JSON body for createRoute. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** The error answers every signed-in route can give. */
export const commonErrors = (thing: string) => ({
  400: jsonResponse(ErrorResponse, 'Invalid input'),
  401: jsonResponse(ErrorResponse, 'Not signed in'),
  404: jsonResponse(ErrorResponse, `No such ${thing} in this workspace`),
});
