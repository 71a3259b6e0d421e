import {
  fieldBytes,
  fieldText,
  joinParts,
  lengthDelimited,
  readFields,
  textField,
  varintField,
  type WireField,
} from './protobuf-wire.ts';

// ISNet as shipped takes only 1024 x 1024: when it was exported, every "upsample to the size of that other
// tensor" was traced into a constant [height, width] (32 ... 1024), so any other input breaks at the first
// skip connection. The network itself is fully convolutional. This rewrites each of those constants into
// what the code meant, Shape(other tensor)[2:4], and declares the input and output as height x width, so
// one model serves any input size (the app still runs it at 1024 x 1024, the size it was trained at; a
// smaller input would hold less memory, measured alone at ~40% of the activations at 640 x 640). Only the
// output the app reads ("output", the full-size mask) is kept; the five side outputs used in training, and
// the nodes only they need, go: that alone takes a 1024 x 1024 run's peak from ~450 MB to ~200 MB above the
// loaded model. At 1024 x 1024 the rewritten model's mask is bit-identical to the original's
// (isnet-any-size.test.ts).

/** ONNX field numbers (onnx.proto3) this edit reads or writes. */
const MODEL_GRAPH = 7;
const GRAPH_NODE = 1;
const GRAPH_INITIALIZER = 5;
const GRAPH_INPUT = 11;
const GRAPH_OUTPUT = 12;
const GRAPH_VALUE_INFO = 13;
const NODE_INPUT = 1;
const NODE_OUTPUT = 2;
const NODE_NAME = 3;
const NODE_OP_TYPE = 4;
const NODE_ATTRIBUTE = 5;
const ATTRIBUTE_NAME = 1;
const ATTRIBUTE_INT = 3;
const ATTRIBUTE_TYPE = 20;
const ATTRIBUTE_TYPE_INT = 2;
const TENSOR_NAME = 8;
const VALUE_INFO_NAME = 1;
const VALUE_INFO_TYPE = 2;
const TYPE_TENSOR = 1;
const TENSOR_TYPE_ELEM = 1;
const TENSOR_TYPE_SHAPE = 2;
const SHAPE_DIM = 1;
const DIM_VALUE = 1;
const DIM_PARAM = 2;

/** The one output the app reads: the full-size foreground mask. */
export const ISNET_OUTPUT = 'output';

interface GraphNode {
  field: WireField;
  fields: WireField[];
  op: string;
  inputs: string[];
  outputs: string[];
}

export class IsnetRewriteError extends Error {
  override name = 'IsnetRewriteError';
}

const intAttribute = (name: string, value: number) =>
  lengthDelimited(NODE_ATTRIBUTE, [
    ...textField(ATTRIBUTE_NAME, name),
    varintField(ATTRIBUTE_INT, value),
    varintField(ATTRIBUTE_TYPE, ATTRIBUTE_TYPE_INT),
  ]);

/** Shape(tensor)[2:4] as one node (Shape's start/end attributes, opset 15 and later). */
function spatialShapeNode(tensor: string, output: string): Uint8Array[] {
  return [
    ...textField(NODE_INPUT, tensor),
    ...textField(NODE_OUTPUT, output),
    ...textField(NODE_NAME, `${output}/Shape`),
    ...textField(NODE_OP_TYPE, 'Shape'),
    ...intAttribute('start', 2),
    ...intAttribute('end', 4),
  ];
}

/** A graph input or output declared as [1, channels, height, width], keeping its element type. */
function anySizeValueInfo(model: Buffer, info: WireField, graphField: number, channels: number): Uint8Array[] {
  const fields = readFields(model, info.start, info.end);
  const name = fields.find((f) => f.field === VALUE_INFO_NAME);
  const type = fields.find((f) => f.field === VALUE_INFO_TYPE);
  const tensorType = type && readFields(model, type.start, type.end).find((f) => f.field === TYPE_TENSOR);
  const elem =
    tensorType && readFields(model, tensorType.start, tensorType.end).find((f) => f.field === TENSOR_TYPE_ELEM);
  if (!name || !elem) throw new IsnetRewriteError('a graph input or output has no name or element type');
  const dim = (value: number | string) =>
    lengthDelimited(
      SHAPE_DIM,
      typeof value === 'number' ? [varintField(DIM_VALUE, value)] : textField(DIM_PARAM, value),
    );
  const shape = lengthDelimited(TENSOR_TYPE_SHAPE, [1, channels, 'height', 'width'].flatMap(dim));
  const tensor = lengthDelimited(TYPE_TENSOR, [varintField(TENSOR_TYPE_ELEM, elem.value), ...shape]);
  return lengthDelimited(graphField, [
    ...textField(VALUE_INFO_NAME, fieldText(model, name)),
    ...lengthDelimited(VALUE_INFO_TYPE, tensor),
  ]);
}

/**
 * The ISNet model rewritten to take any input size. Throws IsnetRewriteError when the graph is not the
 * one this was written for (another release of the package), so the caller can keep the model as it is.
 */
export function isnetAnySize(model: Buffer): Buffer {
  try {
    return rewrite(model);
  } catch (error) {
    // A graph this does not know, or bytes that are not a model at all: either way, keep the model as it is.
    if (error instanceof IsnetRewriteError) throw error;
    throw new IsnetRewriteError(`the model could not be read: ${(error as Error).message}`);
  }
}

function rewrite(model: Buffer): Buffer {
  const top = readFields(model);
  const graphField = top.find((f) => f.field === MODEL_GRAPH);
  if (!graphField) throw new IsnetRewriteError('the model has no graph');
  const graph = readFields(model, graphField.start, graphField.end);

  const nodes: GraphNode[] = graph
    .filter((f) => f.field === GRAPH_NODE)
    .map((field) => {
      const fields = readFields(model, field.start, field.end);
      const texts = (number: number) => fields.filter((f) => f.field === number).map((f) => fieldText(model, f));
      return {
        field,
        fields,
        op: texts(NODE_OP_TYPE)[0] ?? '',
        inputs: texts(NODE_INPUT),
        outputs: texts(NODE_OUTPUT),
      };
    });
  const producer = new Map<string, GraphNode>();
  const consumers = new Map<string, GraphNode[]>();
  for (const node of nodes) {
    for (const output of node.outputs) producer.set(output, node);
    for (const input of node.inputs) consumers.set(input, [...(consumers.get(input) ?? []), node]);
  }
  const inputs = graph.filter((f) => f.field === GRAPH_INPUT);
  const outputs = graph.filter((f) => f.field === GRAPH_OUTPUT);
  const nameOf = (info: WireField) => {
    const name = readFields(model, info.start, info.end).find((f) => f.field === VALUE_INFO_NAME);
    return name ? fieldText(model, name) : '';
  };
  const outputInfo = outputs.find((info) => nameOf(info) === ISNET_OUTPUT);
  if (inputs.length !== 1 || !outputInfo) throw new IsnetRewriteError('expected one input and an "output"');
  const modelInput = nameOf(inputs[0]!);

  // Each Resize reads its size from Concat(Shape(source)[0:2], Constant [h, w]). The tensor whose size it
  // was traced from is the other input of the Concat its result (after a Cast back from fp32) joins, or,
  // for the side outputs that end in a Sigmoid, the model's input.
  const renamed = new Map<GraphNode, { from: string; to: string }>();
  const added: { bytes: Uint8Array[]; inputs: string[]; outputs: string[] }[] = [];
  for (const resize of nodes.filter((node) => node.op === 'Resize')) {
    const sizes = producer.get(resize.inputs[3] ?? '');
    const traced = sizes?.inputs[1];
    if (!sizes || sizes.op !== 'Concat' || !traced || producer.get(traced)?.op !== 'Constant') {
      throw new IsnetRewriteError(`${resize.outputs[0]} does not take a traced constant size`);
    }
    let result = resize.outputs[0]!;
    let next = consumers.get(result) ?? [];
    if (next.length === 1 && next[0]!.op === 'Cast') {
      result = next[0]!.outputs[0]!;
      next = consumers.get(result) ?? [];
    }
    const target =
      next.length === 1 && next[0]!.op === 'Concat'
        ? next[0]!.inputs.find((input) => input !== result)
        : next.length > 0 && next.every((node) => node.op === 'Sigmoid')
          ? modelInput
          : undefined;
    if (!target) throw new IsnetRewriteError(`cannot tell which tensor ${resize.outputs[0]} was sized after`);
    const spatial = `${resize.outputs[0]}/target_size`;
    added.push({ bytes: spatialShapeNode(target, spatial), inputs: [target], outputs: [spatial] });
    renamed.set(sizes, { from: traced, to: spatial });
  }

  const rewritten = [
    ...nodes.map((node) => {
      const rename = renamed.get(node);
      if (!rename)
        return {
          bytes: [model.subarray(node.field.start, node.field.end)],
          inputs: node.inputs,
          outputs: node.outputs,
        };
      const bytes = node.fields.flatMap((f) =>
        f.field === NODE_INPUT && fieldText(model, f) === rename.from
          ? textField(NODE_INPUT, rename.to)
          : [fieldBytes(model, f)],
      );
      return {
        bytes,
        inputs: node.inputs.map((input) => (input === rename.from ? rename.to : input)),
        outputs: node.outputs,
      };
    }),
    ...added,
  ];

  // Keep only what "output" needs (the traced constants and the side outputs drop out), in an order where
  // every node follows the nodes it reads from (the new Shape nodes read tensors made earlier).
  const byOutput = new Map(rewritten.flatMap((node) => node.outputs.map((output) => [output, node] as const)));
  const needed = new Set<(typeof rewritten)[number]>();
  const pending = [ISNET_OUTPUT];
  while (pending.length) {
    const node = byOutput.get(pending.pop()!);
    if (!node || needed.has(node)) continue;
    needed.add(node);
    pending.push(...node.inputs);
  }
  const initializerName = (field: WireField) => {
    const name = readFields(model, field.start, field.end).find((f) => f.field === TENSOR_NAME);
    return name ? fieldText(model, name) : '';
  };
  const initializers = graph.filter((f) => f.field === GRAPH_INITIALIZER);
  const available = new Set<string>(['', modelInput, ...initializers.map(initializerName)]);
  const read = new Set([...needed].flatMap((node) => node.inputs));
  const ordered: Uint8Array[] = [];
  let waiting = rewritten.filter((node) => needed.has(node));
  while (waiting.length) {
    const ready = waiting.filter((node) => node.inputs.every((input) => available.has(input)));
    if (!ready.length) throw new IsnetRewriteError('the rewritten graph reads a tensor nothing makes');
    for (const node of ready) {
      ordered.push(...lengthDelimited(GRAPH_NODE, node.bytes));
      for (const output of node.outputs) available.add(output);
    }
    waiting = waiting.filter((node) => !ready.includes(node));
  }

  const graphParts: Uint8Array[] = [...ordered];
  for (const field of graph) {
    if (field.field === GRAPH_NODE || field.field === GRAPH_VALUE_INFO || field.field === GRAPH_OUTPUT) continue;
    // The weights of the side outputs' heads: nothing kept reads them.
    if (field.field === GRAPH_INITIALIZER && !read.has(initializerName(field))) continue;
    // value_info repeats the traced 1024-based shapes of every tensor; it is optional, so it goes.
    if (field.field === GRAPH_INPUT) graphParts.push(...anySizeValueInfo(model, field, GRAPH_INPUT, 3));
    else graphParts.push(fieldBytes(model, field));
  }
  graphParts.push(...anySizeValueInfo(model, outputInfo, GRAPH_OUTPUT, 1));
  return joinParts(
    top.flatMap((field) =>
      field.field === MODEL_GRAPH ? lengthDelimited(MODEL_GRAPH, graphParts) : [fieldBytes(model, field)],
    ),
  );
}
