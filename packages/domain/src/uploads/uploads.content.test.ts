import { describe, expect, it } from 'vitest';
import { checkUpload, contentMatchesExtension, detectContentSignature } from './uploads.content';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));
const pad = (head: Uint8Array, length = 32) => {
  const out = new Uint8Array(Math.max(length, head.length));
  out.set(head);
  return out;
};

const samples = {
  pdf: bytes('%PDF-1.7\n'),
  zip: bytes([0x50, 0x4b, 0x03, 0x04], [0x14, 0x00]),
  emptyZip: bytes([0x50, 0x4b, 0x05, 0x06]),
  cfb: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  hwp3: bytes('HWP Document File V3.00'),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0]),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  heic: bytes([0, 0, 0, 0x18], 'ftypheic'),
  mif1: bytes([0, 0, 0, 0x18], 'ftypmif1'),
  mp4: bytes([0, 0, 0, 0x20], 'ftypisom'),
  m4a: bytes([0, 0, 0, 0x20], 'ftypM4A '),
  qt: bytes([0, 0, 0, 0x14], 'ftypqt  '),
  oldMov: bytes([0, 0, 0, 0x08], 'wide'),
  id3: bytes('ID3', [0x04, 0x00]),
  mpegFrame: bytes([0xff, 0xfb, 0x90, 0x64]),
  avi: bytes('RIFF', [0x24, 0, 0, 0], 'AVI LIST'),
  wav: bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '),
  asf: bytes([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c]),
  exe: bytes('MZ', [0x90, 0x00]),
  elf: bytes([0x7f, 0x45, 0x4c, 0x46]),
  shebang: bytes('#!/bin/sh\n'),
  html: bytes('  <!DOCTYPE html><html>'),
  svg: bytes('<svg xmlns="http://www.w3.org/2000/svg">'),
  text: bytes('hello world'),
};

describe('detectContentSignature', () => {
  it('recognises each container', () => {
    expect(detectContentSignature(samples.pdf)).toBe('pdf');
    expect(detectContentSignature(samples.zip)).toBe('zip');
    expect(detectContentSignature(samples.emptyZip)).toBe('zip');
    expect(detectContentSignature(samples.cfb)).toBe('cfb');
    expect(detectContentSignature(samples.hwp3)).toBe('hwp3');
    expect(detectContentSignature(samples.jpeg)).toBe('jpeg');
    expect(detectContentSignature(samples.png)).toBe('png');
    expect(detectContentSignature(samples.heic)).toBe('heif');
    expect(detectContentSignature(samples.mif1)).toBe('heif');
    expect(detectContentSignature(samples.mp4)).toBe('isobmff');
    expect(detectContentSignature(samples.qt)).toBe('quicktime');
    expect(detectContentSignature(samples.oldMov)).toBe('quicktime');
    expect(detectContentSignature(samples.id3)).toBe('mp3');
    expect(detectContentSignature(samples.mpegFrame)).toBe('mp3');
    expect(detectContentSignature(samples.avi)).toBe('avi');
    expect(detectContentSignature(samples.asf)).toBe('asf');
    expect(detectContentSignature(samples.exe)).toBe('executable');
    expect(detectContentSignature(samples.elf)).toBe('executable');
    expect(detectContentSignature(samples.shebang)).toBe('executable');
    expect(detectContentSignature(samples.html)).toBe('markup');
    expect(detectContentSignature(samples.svg)).toBe('markup');
  });

  it('knows nothing of plain text, a WAV file, a PK without a zip record or no bytes', () => {
    expect(detectContentSignature(samples.text)).toBeNull();
    expect(detectContentSignature(samples.wav)).toBeNull();
    expect(detectContentSignature(bytes('PK', [0x01, 0x02]))).toBeNull();
    expect(detectContentSignature(new Uint8Array())).toBeNull();
  });
});

describe('contentMatchesExtension', () => {
  it('accepts each extension with its real content', () => {
    const pairs: [string, Uint8Array][] = [
      ['pdf', samples.pdf],
      ['docx', samples.zip],
      ['xlsx', samples.zip],
      ['pptx', samples.zip],
      ['hwpx', samples.zip],
      ['zip', samples.emptyZip],
      ['doc', samples.cfb],
      ['xls', samples.cfb],
      ['ppt', samples.cfb],
      ['hwp', samples.cfb],
      ['hwp', samples.hwp3],
      ['gul', samples.cfb],
      ['jpg', samples.jpeg],
      ['JPEG', samples.jpeg],
      ['png', samples.png],
      ['heic', samples.heic],
      ['heif', samples.mif1],
      ['mp3', samples.id3],
      ['mp3', samples.mpegFrame],
      ['m4a', samples.m4a],
      ['mp4', samples.mp4],
      ['mov', samples.qt],
      ['mov', samples.oldMov],
      ['mov', samples.mp4],
      ['avi', samples.avi],
      ['wmv', samples.asf],
    ];
    for (const [extension, content] of pairs)
      expect([extension, contentMatchesExtension(extension, content)]).toEqual([extension, true]);
  });

  it('refuses content of another kind', () => {
    expect(contentMatchesExtension('jpg', samples.png)).toBe(false);
    expect(contentMatchesExtension('png', samples.exe)).toBe(false);
    expect(contentMatchesExtension('pdf', samples.html)).toBe(false);
    expect(contentMatchesExtension('docx', samples.cfb)).toBe(false);
    expect(contentMatchesExtension('heic', samples.mp4)).toBe(false);
    expect(contentMatchesExtension('mp4', samples.heic)).toBe(false);
    expect(contentMatchesExtension('mp3', samples.text)).toBe(false);
    expect(contentMatchesExtension('exe', samples.exe)).toBe(false);
  });

  it('finds a PDF header after leading junk within the first kilobyte', () => {
    const junk = new Uint8Array(600).fill(0x20);
    const late = new Uint8Array([...junk, ...samples.pdf]);
    expect(contentMatchesExtension('pdf', late)).toBe(true);
    expect(contentMatchesExtension('pdf', new Uint8Array([...new Uint8Array(1100).fill(0x20), ...samples.pdf]))).toBe(
      false,
    );
  });

  it('accepts an unsigned .gul unless it is recognisably something else', () => {
    expect(contentMatchesExtension('gul', pad(bytes([0x01, 0x02, 0x03])))).toBe(true);
    expect(contentMatchesExtension('gul', samples.exe)).toBe(false);
    expect(contentMatchesExtension('gul', samples.html)).toBe(false);
  });
});

describe('checkUpload', () => {
  it('passes an allowed name with fitting bytes', () => {
    expect(checkUpload('사진.PNG', samples.png)).toEqual({ ok: true, extension: 'png', kind: 'image' });
    expect(checkUpload('report.pdf', samples.pdf, ['document'])).toEqual({
      ok: true,
      extension: 'pdf',
      kind: 'document',
    });
  });

  it('refuses by extension first, then by content', () => {
    expect(checkUpload('run.exe', samples.exe)).toEqual({ ok: false, reason: 'extension' });
    expect(checkUpload('photo.jpg', samples.jpeg, ['document'])).toEqual({ ok: false, reason: 'extension' });
    expect(checkUpload('photo.jpg', samples.exe)).toEqual({ ok: false, reason: 'content' });
  });
});
