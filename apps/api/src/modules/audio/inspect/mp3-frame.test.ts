import { describe, expect, it } from 'vitest';
import { readId3v2Length, readMp3FrameHeader } from './mp3-frame';

const header = (...bytes: number[]) => Uint8Array.from(bytes);

describe('mp3 frame headers', () => {
  it('reads an MPEG-1 Layer III header: 128 kbit/s, 44.1 kHz, joint stereo', () => {
    expect(readMp3FrameHeader(header(0xff, 0xfb, 0x90, 0x64), 0)).toEqual({
      version: 1,
      bitRate: 128_000,
      sampleRate: 44_100,
      channels: 2,
      frameBytes: 417,
      samples: 1152,
    });
  });

  it('counts the padding byte and reads MPEG-2 and 2.5 mono headers', () => {
    expect(readMp3FrameHeader(header(0xff, 0xfb, 0x92, 0x64), 0)?.frameBytes).toBe(418);
    expect(readMp3FrameHeader(header(0xff, 0xf3, 0x84, 0xc4), 0)).toMatchObject({
      version: 2,
      sampleRate: 24_000,
      bitRate: 64_000,
      channels: 1,
      frameBytes: 192,
      samples: 576,
    });
    expect(readMp3FrameHeader(header(0xff, 0xe3, 0x10, 0xc4), 0)).toMatchObject({
      version: 2.5,
      sampleRate: 11_025,
      bitRate: 8_000,
    });
  });

  it('refuses what is not a Layer III frame header', () => {
    const refused = [
      [0xfe, 0xfb, 0x90, 0x64], // no sync
      [0xff, 0xfd, 0x90, 0x64], // Layer II
      [0xff, 0xeb, 0x90, 0x64], // reserved version
      [0xff, 0xfb, 0x00, 0x64], // free format
      [0xff, 0xfb, 0xf0, 0x64], // bad bit rate
      [0xff, 0xfb, 0x9c, 0x64], // reserved sample rate
      [0xff, 0xfb, 0x90, 0x66], // reserved emphasis
      [0xff, 0xfb, 0x90], // cut short
    ];
    for (const bytes of refused) expect(readMp3FrameHeader(header(...bytes), 0)).toBeNull();
  });

  it('reads the length of an ID3v2 tag from its synchsafe size, with a v2.4 footer', () => {
    const tag = (major: number, flags: number, ...size: number[]) =>
      header(0x49, 0x44, 0x33, major, 0, flags, ...size);
    expect(readId3v2Length(tag(3, 0, 0, 0, 0x01, 0x7f), 0)).toBe(10 + 255);
    expect(readId3v2Length(tag(4, 0x10, 0, 0, 0, 5), 0)).toBe(10 + 5 + 10);
    expect(readId3v2Length(tag(3, 0, 0, 0, 0x80, 0), 0)).toBe('malformed');
    expect(readId3v2Length(tag(9, 0, 0, 0, 0, 0), 0)).toBe('malformed');
    expect(readId3v2Length(header(0xff, 0xfb, 0x90, 0x64), 0)).toBeNull();
  });
});
