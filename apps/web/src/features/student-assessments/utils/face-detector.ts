/**
 * Counts faces in a video frame with @vladmandic/face-api's tiny face detector. This module is loaded only
 * when a test needs the camera (its chunk carries TensorFlow.js), and its model weights ship inside the npm
 * package: the build copies them to /assets, so nothing is fetched from anywhere but this origin.
 */
import * as faceapi from '@vladmandic/face-api';
import weightsUrl from '@vladmandic/face-api/model/tiny_face_detector_model.bin?url';
import manifest from '@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json';

// 224 px is the detector's smallest input that still finds a face at webcam distance; a frame takes ~1 s in
// software WebGL and a few ms on a real GPU
const options = new faceapi.TinyFaceDetectorOptions({ inputSize: 224, scoreThreshold: 0.5 });

type WeightSpecs = Parameters<typeof faceapi.tf.io.decodeWeights>[1];
// the bundled TensorFlow.js has these; the package's type declarations leave them out
const tf = faceapi.tf as typeof faceapi.tf & {
  setBackend(name: 'webgl' | 'cpu'): Promise<boolean>;
  ready(): Promise<void>;
};

async function load(): Promise<void> {
  // the bundle also holds a WebAssembly backend whose binary we do not ship: choose WebGL, else plain JS
  if (!(await tf.setBackend('webgl').catch(() => false))) await tf.setBackend('cpu');
  await tf.ready();
  const response = await fetch(weightsUrl);
  if (!response.ok) throw new Error(`face model: ${response.status}`);
  const specs = manifest.flatMap((group) => group.weights) as WeightSpecs;
  faceapi.nets.tinyFaceDetector.loadFromWeightMap(tf.io.decodeWeights(await response.arrayBuffer(), specs));
}

let loading: Promise<void> | null = null;

export async function countFaces(frame: HTMLVideoElement | HTMLCanvasElement): Promise<number> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  await loading;
  return (await faceapi.detectAllFaces(frame, options)).length;
}
