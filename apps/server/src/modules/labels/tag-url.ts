/**
 * The address a tag's QR code holds: short (a smaller code prints crisper on a 1-inch label) and stable
 * (the tag code is printed next to it); the web app's /t/:code page opens the item for a signed-in
 * member of the workspace.
 */
export const tagUrl = (publicUrl: string, tagCode: string) => `${publicUrl}/t/${encodeURIComponent(tagCode)}`;
