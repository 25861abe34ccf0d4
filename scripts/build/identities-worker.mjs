/** The thread of fileIdentities (file-identities.mjs): stats the files it is given, and answers with their identities. */
import { parentPort, workerData } from 'node:worker_threads'
import { identitiesOf } from './file-identities.mjs'

const { folder, names } = /** @type {{ folder: string, names: string[] }} */ (workerData)
parentPort?.postMessage(identitiesOf(folder, names))
