import { andList } from '../shared/and-list'
import type { FeatureValue, ToolFeatures } from './features'

/** The platforms that are the vendor's own mobile apps (the shared feature "Mobile apps"). */
const MOBILE = /^(ios|android)$/i

/**
 * A tool's features with "Apps" and "Mobile apps" read from the platforms
 * its file lists (`platforms:`), where `features:` does not give them: a
 * file that says Notion runs on iOS and Android has said it has mobile
 * apps, and a row saying "Not checked" beside it would be untrue. Only what
 * the list says is read: a list without iOS or Android leaves "Mobile apps"
 * not checked (a writer may list only some platforms), never "no".
 */
export function withPlatformFeatures(features: ToolFeatures, platforms: readonly string[] | undefined): ToolFeatures {
  if (!platforms?.length) return features
  const derived: Record<string, FeatureValue> = { apps: { kind: 'text', text: platforms.join(', ') } }
  const mobile = platforms.filter((platform) => MOBILE.test(platform))
  if (mobile.length > 0) derived['mobile-apps'] = { kind: 'yes', note: andList(mobile) }
  // What the file gives wins: it may say more ("Browser, plus Windows and macOS apps") or note a limit.
  return { ...features, values: { ...derived, ...features.values } }
}
