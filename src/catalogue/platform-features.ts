import { andList } from '../shared/and-list'
import { featureValue, type FeatureValue, type ToolFeatures } from './features'

/** The platforms that are the vendor's own mobile apps (the shared feature "Mobile apps"). */
const MOBILE = /^(ios|android)$/i

/** Platforms that are not where people use the tool: a developer kit ("iOS SDK") is for building on it. */
const NOT_AN_APP = /\bSDK\b/i

/** As long as a written value may be (FEATURE_TEXT_MAX in content/feature-values.ts): a longer list is left to the writer. */
const LONGEST = 90

/**
 * A tool's features with "Apps" and "Mobile apps" read from the platforms
 * its file lists (`platforms:`), where `features:` does not give them: a
 * file that says Notion runs on iOS and Android has said it has mobile
 * apps, and a row saying "Not checked" beside it would be untrue; so has a
 * file whose "Apps" value lists iOS or Android. Only what
 * the list says is read: a list without iOS or Android leaves "Mobile apps"
 * not checked (a writer may list only some platforms), never "no".
 */
export function withPlatformFeatures(features: ToolFeatures, platforms: readonly string[] | undefined): ToolFeatures {
  const apps = (platforms ?? []).filter((platform) => !NOT_AN_APP.test(platform))
  // An "Apps" value the file gives that lists iOS or Android ("Web, macOS, Windows, iOS, Android") says it as much as `platforms:` does.
  const written = featureValue(features, 'apps')
  const listed = written?.kind === 'text' ? written.text.split(/,|;|\band\b/).map((item) => item.trim().replace(/ apps?$/i, '')) : []
  const mobile = [...new Set([...apps, ...listed].filter((platform) => MOBILE.test(platform)))]
  if (apps.length === 0 && mobile.length === 0) return features
  const text = apps.join(', ')
  const derived: Record<string, FeatureValue> = apps.length > 0 && text.length <= LONGEST ? { apps: { kind: 'text', text } } : {}
  if (mobile.length > 0) derived['mobile-apps'] = { kind: 'yes', note: andList(mobile) }
  // What the file gives wins: it may say more ("Browser, plus Windows and macOS apps") or note a limit.
  return { ...features, values: { ...derived, ...features.values } }
}
