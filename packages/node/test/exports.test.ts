/**
 * @swept/node re-exports the variants without wrapping them: the top level is
 * @swept/core, `fixed` (and `@swept/node/fixed`) is @swept/fixed, `tolerance`
 * (and `@swept/node/tolerance`) is @swept/tolerance, function for function,
 * so their own tests and docs hold here unchanged; likewise the pool's
 * shared-array helpers are @swept/pool's.
 */
import * as core from '@swept/core';
import * as fixedVariant from '@swept/fixed';
import * as pool from '@swept/pool';
import * as toleranceVariant from '@swept/tolerance';
import { describe, expect, it } from 'vitest';
import * as fixedSubpath from '../src/fixed.ts';
import * as node from '../src/index.ts';
import * as toleranceSubpath from '../src/tolerance.ts';

/** A module namespace as a plain record, to compare export by export. */
const exportsOf = (namespace: object): Record<string, unknown> => ({ ...namespace });

describe('@swept/node exports', () => {
  it('has every export of @swept/core at the top level, identical', () => {
    const top = exportsOf(node);
    for (const [name, value] of Object.entries(core)) expect(top[name]).toBe(value);
  });

  it('has every export of @swept/fixed under `fixed` and at @swept/node/fixed, identical', () => {
    expect(exportsOf(node.fixed)).toEqual(exportsOf(fixedVariant));
    expect(exportsOf(fixedSubpath)).toEqual(exportsOf(fixedVariant));
    expect(node.fixed.fingerprint).toBe(fixedVariant.fingerprint);
  });

  it('has every export of @swept/tolerance under `tolerance` and at @swept/node/tolerance', () => {
    expect(exportsOf(node.tolerance)).toEqual(exportsOf(toleranceVariant));
    expect(exportsOf(toleranceSubpath)).toEqual(exportsOf(toleranceVariant));
    expect(node.tolerance.withPolicy).toBe(toleranceVariant.withPolicy);
  });

  it("has @swept/pool's sharedMovingCircles and sharedMovingSpheres, identical", () => {
    expect(node.sharedMovingCircles).toBe(pool.sharedMovingCircles);
    expect(node.sharedMovingSpheres).toBe(pool.sharedMovingSpheres);
  });

  it("has the circle–box queries (contract §9.2) in every variant, each its package's own", () => {
    const names = [
      'sweptCircleBox',
      'circleBoxTimeOfImpact',
      'circleBoxOverlap',
      'separateCircleBox',
    ] as const;
    const top = exportsOf(node);
    const coreAll = exportsOf(core);
    const fixedAll = exportsOf(fixedVariant);
    const fixedNamespace = exportsOf(node.fixed);
    const policyQueries: Record<string, unknown> = {
      ...node.tolerance.withPolicy(node.tolerance.exact),
    };
    for (const name of names) {
      expect(typeof coreAll[name], name).toBe('function');
      expect(top[name]).toBe(coreAll[name]);
      expect(fixedNamespace[name]).toBe(fixedAll[name]);
      expect(fixedNamespace[name]).not.toBe(coreAll[name]);
      expect(typeof policyQueries[name]).toBe('function');
    }
  });

  it('has the sphere–cuboid queries (§9.2, 3D) at the top level and through tolerance', () => {
    const top = exportsOf(node);
    const policyQueries: Record<string, unknown> = {
      ...node.tolerance.withPolicy(node.tolerance.exact),
    };
    for (const name of [
      'sweptSphereCuboid',
      'sphereCuboidTimeOfImpact',
      'sphereCuboidOverlap',
      'separateSphereCuboid',
    ]) {
      expect(typeof top[name], name).toBe('function');
      expect(top[name]).toBe(exportsOf(core)[name]);
      expect(typeof policyQueries[name], name).toBe('function');
    }
  });

  it('keeps the float queries at the top level: the variants do not shadow them', () => {
    expect(node.sweptCircles).toBe(core.sweptCircles);
    expect(node.sweptCircles).not.toBe(fixedVariant.sweptCircles);
    expect(exportsOf(node).withPolicy).toBeUndefined();
  });
});
