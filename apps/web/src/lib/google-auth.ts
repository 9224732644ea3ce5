/**
 * Whether the Google sign-in context (GoogleOAuthProvider) wraps the app. It is mounted only when
 * the server has a Google client id, so sign-in buttons must check this before rendering.
 */
import { createContext, useContext } from 'react';

export const GoogleAuthReadyContext = createContext(false);

export function useGoogleAuthReady(): boolean {
  return useContext(GoogleAuthReadyContext);
}
